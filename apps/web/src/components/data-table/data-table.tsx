/**
 * A widget's (or a detail modal's) table: grouped headings laid out by TanStack Table, optional
 * blocks of rows under a heading row (one per company), total rows in bold, flagged cells in
 * green or red, abbreviated amounts with the exact figure on hover, and an 'Excel' button that
 * downloads this table as .xlsx (with the amounts behind it). The table scrolls sideways inside
 * its own box on narrow screens, with its first column kept in view, a visible scrollbar and a
 * fading edge on the side where columns hide; it opens scrolled to its focus column (the
 * running or latest month). Numeric cells carry their raw value in data-value.
 */
import { Box, Button, Group, Table, UnstyledButton } from '@mantine/core';
import { type ColumnDef, type Header, tableFeatures, useTable } from '@tanstack/react-table';
import {
  type CSSProperties,
  Fragment,
  type ReactNode,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { toast } from '../../lib/notices';
import { downloadSheet } from '../../lib/xlsx/download-sheet';
import classes from './data-table.module.css';
import { StatusValue } from './status-value';
import {
  cellLook,
  leafColumns,
  type TableAction,
  type TableColumn,
  type TableModel,
  toSheetTable,
} from './table-model';
import { useResizeCheck } from './use-resize-check';

const features = tableFeatures({});

interface Entry<Row> {
  row: Row;
  sectionIndex: number;
}

type EntryColumn<Row> = ColumnDef<typeof features, Entry<Row>, unknown>;

const STICKY: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
};

function ActionButton({ action, children }: { action: TableAction; children: ReactNode }) {
  return (
    <UnstyledButton
      onClick={action.onActivate}
      aria-label={action.label}
      title={action.label}
      className={classes.action}
    >
      {children}
    </UnstyledButton>
  );
}

function HeadingContent<Row>({ column }: { column: TableColumn<Row> }) {
  const heading = column.headerAction ? (
    <ActionButton action={column.headerAction}>{column.header}</ActionButton>
  ) : (
    column.header
  );
  if (!column.note) return <>{heading}</>;
  return (
    <>
      {heading}
      <span className={classes.note}>{column.note}</span>
    </>
  );
}

function CellContent<Row>({ column, row }: { column: TableColumn<Row>; row: Row }) {
  if (column.render) return <>{column.render(row)}</>;
  const look = cellLook(column, row);
  const action = column.action?.(row);
  if (action) return <ActionButton action={action}>{look.text}</ActionButton>;
  if (look.text === '') return null;
  return <StatusValue look={look} tooltip={column.tooltip?.(row)} />;
}

function TitleAction({ action }: { action: (TableAction & { text: string }) | undefined }) {
  return action ? <ActionButton action={action}>{action.text}</ActionButton> : null;
}

function toColumnDefs<Row>(columns: readonly TableColumn<Row>[]): EntryColumn<Row>[] {
  return columns.map((column): EntryColumn<Row> => {
    const header = () => <HeadingContent column={column} />;
    if (column.columns?.length) {
      return { id: column.id, header, columns: toColumnDefs(column.columns) };
    }
    return {
      id: column.id,
      header,
      accessorFn: (entry) => column.value?.(entry.row) ?? null,
      cell: (context) => <CellContent column={column} row={context.row.original.row} />,
    };
  });
}

const ALIGN_CLASS = {
  left: classes.alignLeft,
  right: classes.alignRight,
  center: classes.alignCenter,
};

/** Arrowed values centre under their month; other numbers align right, text left. */
function alignOf<Row>(column: TableColumn<Row> | undefined): 'left' | 'right' | 'center' {
  if (!column || column.rowHeader || !column.kind) return 'left';
  return column.arrows ? 'center' : 'right';
}

type Overflow = 'none' | 'left' | 'right' | 'both';

/** Which sides of a scrolling box hide columns. */
function overflowOf(box: HTMLElement): Overflow {
  const left = box.scrollLeft > 1;
  const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
  if (left && right) return 'both';
  if (left) return 'left';
  return right ? 'right' : 'none';
}

/** Scrolls so that the focus column ends at the right edge, never past the sticky column. */
function scrollToColumn(box: HTMLElement, columnId: string) {
  const heading = box.querySelector<HTMLElement>(`th[data-column-id="${columnId}"]`);
  const sticky = box.querySelector<HTMLElement>('thead th');
  if (!heading) return;
  const hiddenBy = heading.offsetLeft + heading.offsetWidth - box.clientWidth;
  if (hiddenBy > 0) {
    const stickyWidth = sticky?.offsetWidth ?? 0;
    box.scrollLeft = Math.min(hiddenBy + 8, heading.offsetLeft - stickyWidth);
  }
}

/**
 * Tracks which sides of the table's box hide columns (for the fading edges), and scrolls the
 * focus column into view once when the table first draws: the running month on a phone.
 */
function useSidewaysScroll(focusColumn: string | undefined) {
  const region = useRef<HTMLDivElement>(null);
  const update = useCallback(() => {
    const box = region.current;
    if (box) box.dataset.overflow = overflowOf(box);
  }, []);
  // A new focus column makes a new check, whose first run (the box's first size) scrolls to it.
  const check = useMemo(() => {
    let scrolled = false;
    return () => {
      const box = region.current;
      if (box && focusColumn && !scrolled) scrollToColumn(box, focusColumn);
      scrolled = true;
      update();
    };
  }, [focusColumn, update]);
  useResizeCheck(region, check);
  return { region, update };
}

export interface DataTableProps<Row> {
  model: TableModel<Row>;
  /** The table's name, for screen readers and the Excel button. */
  label: string;
  /** The download's name, before its timestamp. */
  fileName: string;
  /** A line above the table in the downloaded file (title, data date). */
  sheetTitle?: string;
  /** Shown left of the Excel button. */
  caption?: ReactNode;
}

export function DataTable<Row>({
  model,
  label,
  fileName,
  sheetTitle,
  caption,
}: DataTableProps<Row>) {
  const data = useMemo(
    () =>
      model.sections.flatMap((section, sectionIndex) =>
        section.rows.map((row) => ({ row, sectionIndex })),
      ),
    [model],
  );
  const columns = useMemo(() => toColumnDefs(model.columns), [model]);
  const leaves = useMemo(() => {
    const byId = new Map<string, TableColumn<Row>>();
    for (const column of leafColumns(model.columns)) byId.set(column.id, column);
    return byId;
  }, [model]);
  const firstLeafId = leafColumns(model.columns)[0]?.id;
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (entry) => `${entry.sectionIndex}:${model.rowId(entry.row)}`,
  });
  const [exporting, setExporting] = useState(false);
  const { region, update: updateOverflow } = useSidewaysScroll(model.focusColumn);

  async function exportTable() {
    setExporting(true);
    try {
      await downloadSheet(toSheetTable(model, sheetTitle), fileName);
    } catch (error) {
      toast('error', 'The Excel file could not be made', (error as Error).message);
    } finally {
      setExporting(false);
    }
  }

  const headingStyle = (header: Header<typeof features, Entry<Row>, unknown>): CSSProperties => {
    const sticky = header.column.id === firstLeafId && header.subHeaders.length === 0;
    return {
      textAlign: 'center',
      verticalAlign: 'middle',
      whiteSpace: 'nowrap',
      background: 'var(--mantine-color-gray-0)',
      ...(sticky ? { ...STICKY, background: 'var(--mantine-color-gray-0)', zIndex: 2 } : {}),
    };
  };
  const rows = table.getRowModel().rows;
  const leafCount = leaves.size;

  return (
    <Box>
      <Group justify="space-between" align="center" mb={6} gap="xs" wrap="nowrap">
        <Box style={{ minWidth: 0 }}>{caption}</Box>
        <Button
          size="compact-sm"
          variant="light"
          onClick={exportTable}
          loading={exporting}
          aria-label={`Download ${label} as Excel`}
          style={{ flexShrink: 0 }}
        >
          Excel
        </Button>
      </Group>
      <Box className={classes.frame}>
        <Box
          ref={region}
          className={classes.region}
          role="region"
          aria-label={label}
          tabIndex={0}
          data-overflow="none"
          onScroll={updateOverflow}
        >
          <Table
            withTableBorder
            withColumnBorders
            highlightOnHover
            fz="xs"
            verticalSpacing={6}
            horizontalSpacing={6}
            aria-label={label}
            className={classes.table}
            style={{ minWidth: '100%' }}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers
                    .filter((header) => header.rowSpan > 0)
                    .map((header) => (
                      <Table.Th
                        key={header.id}
                        colSpan={header.colSpan}
                        rowSpan={header.rowSpan}
                        scope={header.subHeaders.length > 0 ? 'colgroup' : 'col'}
                        data-column-id={
                          header.subHeaders.length === 0 ? header.column.id : undefined
                        }
                        className={header.column.id === firstLeafId ? classes.sticky : undefined}
                        style={headingStyle(header)}
                      >
                        <table.FlexRender header={header} />
                      </Table.Th>
                    ))}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const { sectionIndex, row: original } = row.original;
                const section = model.sections[sectionIndex];
                const startsSection =
                  index === 0 || rows[index - 1]?.original.sectionIndex !== sectionIndex;
                const total = model.isTotal?.(original) === true;
                return (
                  <Fragment key={row.id}>
                    {startsSection && section?.title !== undefined && (
                      <Table.Tr bg="gray.1">
                        {section.titleActions ? (
                          [...leaves.keys()].map((columnId, columnIndex) => (
                            <Table.Th
                              key={columnId}
                              scope={columnIndex === 0 ? 'rowgroup' : undefined}
                              className={columnIndex === 0 ? classes.sticky : undefined}
                              style={{
                                textAlign: columnIndex === 0 ? 'left' : 'center',
                                // A long company name wraps rather than widen the label column.
                                whiteSpace: columnIndex === 0 ? 'normal' : 'nowrap',
                                ...(columnIndex === 0 ? { ...STICKY, background: 'inherit' } : {}),
                              }}
                            >
                              {columnIndex === 0 ? (
                                section.title
                              ) : (
                                <TitleAction action={section.titleActions?.(columnId)} />
                              )}
                            </Table.Th>
                          ))
                        ) : (
                          <Table.Th colSpan={leafCount} scope="rowgroup">
                            {section.title}
                          </Table.Th>
                        )}
                      </Table.Tr>
                    )}
                    <Table.Tr fw={total ? 700 : undefined}>
                      {row.getAllCells().map((cell) => {
                        const column = leaves.get(cell.column.id);
                        const first = cell.column.id === firstLeafId;
                        const value = column?.value?.(original);
                        // Plain cells with Mantine's table classes, laid out by classes rather
                        // than inline styles: a table has hundreds of cells, and a Table.Td
                        // renders several components for each.
                        const cellProps = {
                          className: [
                            column?.rowHeader ? Table.classes.th : Table.classes.td,
                            classes.cell,
                            ALIGN_CLASS[alignOf(column)],
                            first ? `${classes.sticky} ${classes.stickyCell}` : '',
                          ]
                            .filter(Boolean)
                            .join(' '),
                          'data-with-column-border': true,
                          'data-value': typeof value === 'number' ? value : undefined,
                        };
                        return column?.rowHeader ? (
                          <th key={cell.id} scope="row" {...cellProps}>
                            <table.FlexRender cell={cell} />
                          </th>
                        ) : (
                          <td key={cell.id} {...cellProps}>
                            <table.FlexRender cell={cell} />
                          </td>
                        );
                      })}
                    </Table.Tr>
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Box>
        <div className={`${classes.fade} ${classes.fadeRight}`} />
      </Box>
    </Box>
  );
}
