/**
 * The worklist on a desktop: one table that scrolls both ways inside its own box, with the
 * heading rows and the TOTAL row pinned at the top and the ID and Outlet columns pinned at the
 * left (worklist.module.css). Columns have fixed widths, measured once from the data, so that
 * only the rows in view (and a few around them) are in the document: a thousand outlets scroll
 * as smoothly as twenty. Every heading sorts its column, by click or by keyboard.
 */
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useMemo,
  useState,
} from 'react';
import { leafColumns, type TableColumn } from '../../../components/data-table/table-model';
import { useResizeCheck } from '../../../components/data-table/use-resize-check';
import type { DetailRow } from './detail-model';
import { useOutletScroller } from './use-outlet-scroller';
import classes from './worklist.module.css';
import { OutletName, ValueText } from './worklist-cells';
import type { WorklistSort } from './worklist-model';

/** Height of a body row in pixels (worklist.module.css gives every cell this height). */
const ROW_HEIGHT = 32;
/** Rows drawn beyond the visible ones, each way, so that a quick scroll finds them ready. */
const OVERSCAN = 10;
const HEADING_ROWS = 2;

interface WorklistTableProps {
  label: string;
  columns: readonly TableColumn<DetailRow>[];
  widths: Map<string, number>;
  labels: Map<string, string>;
  totals: readonly DetailRow[];
  outlets: readonly DetailRow[];
  sort: WorklistSort;
  onSort: (columnId: string) => void;
  /** The box's greatest height; it is shorter when the rows need less. */
  maxHeight: string;
}

const isText = (column: TableColumn<DetailRow>) => !column.kind;

function SortHeading({
  column,
  label,
  sort,
  onSort,
  className,
  rowSpan,
}: {
  column: TableColumn<DetailRow>;
  label: string;
  sort: WorklistSort;
  onSort: (columnId: string) => void;
  className: string;
  rowSpan?: number;
}) {
  const sorted = sort.columnId === column.id ? sort.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={sorted ?? 'none'}
      className={className}
      rowSpan={rowSpan}
      data-column={column.id}
    >
      <button
        type="button"
        className={classes.sortButton}
        data-sorted={sorted}
        aria-label={label}
        title={`Sort by ${label}`}
        onClick={() => onSort(column.id)}
      >
        {column.header}
      </button>
    </th>
  );
}

/** The pinned classes of a column: ID and Outlet stay at the left. */
function pinnedClass(columnId: string): string | undefined {
  if (columnId === 'no_branch') return classes.pinnedId;
  if (columnId === 'branchname') return classes.pinnedOutlet;
  return undefined;
}

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function BodyRow({
  row,
  leaves,
  rowIndex,
}: {
  row: DetailRow;
  leaves: readonly TableColumn<DetailRow>[];
  rowIndex: number;
}) {
  return (
    <tr
      className={row.total ? undefined : classes.row}
      aria-rowindex={rowIndex}
      data-row-id={row.total ? 'TOTAL' : row.id}
    >
      {leaves.map((column) => {
        const cellClass = classNames(
          pinnedClass(column.id),
          isText(column) && classes.text,
          row.total && classes.totalCell,
        );
        let content: ReactNode;
        if (column.id === 'branchname' && !row.total) content = <OutletName row={row} />;
        else content = <ValueText column={column} row={row} />;
        const value = column.kind ? column.value?.(row) : undefined;
        return column.rowHeader ? (
          <th key={column.id} scope="row" className={cellClass} data-column={column.id}>
            {content}
          </th>
        ) : (
          <td
            key={column.id}
            className={cellClass || undefined}
            data-column={column.id}
            // The exact figure, where the text rounds it (ASP in whole rupiah).
            data-value={typeof value === 'number' ? value : undefined}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * Whether columns lie beyond the box's right edge: a fade there says so (a scroll bar may be
 * hidden until the box is scrolled).
 */
function useMoreToTheRight(box: RefObject<HTMLElement | null>) {
  const [more, setMore] = useState(false);
  const check = useCallback(() => {
    const element = box.current;
    if (element) setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
  }, [box]);
  useResizeCheck(box, check);
  return { more, check };
}

export function WorklistTable({
  label,
  columns,
  widths,
  labels,
  totals,
  outlets,
  sort,
  onSort,
  maxHeight,
}: WorklistTableProps) {
  const leaves = useMemo(() => leafColumns(columns), [columns]);
  const tableWidth = leaves.reduce((sum, column) => sum + (widths.get(column.id) ?? 0), 0);
  const { scroller, virtualizer } = useOutletScroller<HTMLElement>(outlets, {
    itemHeight: ROW_HEIGHT,
    overscan: OVERSCAN,
  });

  const edge = useMoreToTheRight(scroller);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const firstBodyIndex = HEADING_ROWS + totals.length + 1;
  /** A column's sorting heading, named by its full label. */
  const sortHeading = (column: TableColumn<DetailRow>, className: string, rowSpan?: number) => (
    <SortHeading
      key={column.id}
      column={column}
      label={labels.get(column.id) ?? column.header}
      sort={sort}
      onSort={onSort}
      className={className}
      rowSpan={rowSpan}
    />
  );

  return (
    <div className={classes.frame}>
      <section
        ref={scroller}
        onScroll={edge.check}
        className={classes.scroller}
        aria-label={label}
        // Scrolled from the keyboard too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus to scroll
        tabIndex={0}
        style={
          {
            maxHeight,
            '--worklist-id-width': `${widths.get('no_branch') ?? 0}px`,
          } as CSSProperties
        }
        data-worklist-rows={outlets.length}
      >
        <table
          className={classes.table}
          aria-label={label}
          aria-rowcount={HEADING_ROWS + totals.length + outlets.length}
          style={{ width: tableWidth }}
        >
          <colgroup>
            {leaves.map((column) => (
              <col key={column.id} style={{ width: widths.get(column.id) }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((column) =>
                column.columns?.length ? (
                  <th
                    key={column.id}
                    scope="colgroup"
                    colSpan={leafColumns(column.columns).length}
                    className={classes.head}
                  >
                    {column.header}
                  </th>
                ) : (
                  sortHeading(
                    column,
                    classNames(classes.head, pinnedClass(column.id)),
                    HEADING_ROWS,
                  )
                ),
              )}
            </tr>
            <tr aria-rowindex={2}>
              {columns.flatMap((column) =>
                column.columns?.length
                  ? leafColumns(column.columns).map((leaf) =>
                      sortHeading(leaf, classNames(classes.head, classes.headSub)),
                    )
                  : [],
              )}
            </tr>
          </thead>
          <tbody>
            {totals.map((row, index) => (
              <BodyRow
                key={`total:${row.id}`}
                row={row}
                leaves={leaves}
                rowIndex={HEADING_ROWS + index + 1}
              />
            ))}
          </tbody>
          <tbody>
            {before > 0 && (
              <tr>
                <td colSpan={leaves.length} className={classes.spacer} style={{ height: before }} />
              </tr>
            )}
            {items.map((item) => {
              const row = outlets[item.index];
              return row ? (
                <BodyRow
                  key={item.key}
                  row={row}
                  leaves={leaves}
                  rowIndex={firstBodyIndex + item.index}
                />
              ) : null;
            })}
            {after > 0 && (
              <tr>
                <td colSpan={leaves.length} className={classes.spacer} style={{ height: after }} />
              </tr>
            )}
          </tbody>
        </table>
      </section>
      {edge.more && <div className={classes.moreRight} />}
    </div>
  );
}
