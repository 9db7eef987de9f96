/**
 * The worklist on a phone (issue 13, item 16): one card per outlet that leads with the
 * month's numbers (nett, achievement, growth, and the pace while the month runs) and opens on
 * a tap to show every other figure, period by period. The TOTAL card stays above the list;
 * the list scrolls in its own box, and only the cards in view are in the document.
 */
import { Text } from '@mantine/core';
import { formatRupiah, formatRupiahShort } from '@outlet-pulse/contracts';
import { useId, useMemo, useState } from 'react';
import { leafColumns, type TableColumn } from '../../../components/data-table/table-model';
import type { DetailRow } from './detail-model';
import { useOutletScroller } from './use-outlet-scroller';
import classes from './worklist.module.css';
import { OutletBadges, ValueText } from './worklist-cells';
import type { PhoneFigure } from './worklist-model';

/** A closed card's height, before it is measured. */
const CARD_HEIGHT = 104;

interface ShownFigure {
  column: TableColumn<DetailRow>;
  label: string;
}

/**
 * A closed card's amount reads short ('Rp. 758,6 M', the exact one on hover), so that four
 * figures fit side by side on a phone; an open card gives each figure room for every digit.
 */
function ShortAmount({ column, row }: { column: TableColumn<DetailRow>; row: DetailRow }) {
  const value = column.value?.(row);
  if (typeof value !== 'number') return <ValueText column={column} row={row} />;
  return <span title={formatRupiah(value)}>{formatRupiahShort(value)}</span>;
}

function Figure({
  column,
  row,
  label,
  short = false,
}: ShownFigure & { row: DetailRow; short?: boolean }) {
  return (
    <span data-column={column.id}>
      <span className={classes.figureLabel} title={label}>
        {label}
      </span>
      <span className={classes.figureValue}>
        {short && column.kind === 'amount' ? (
          <ShortAmount column={column} row={row} />
        ) : (
          <ValueText column={column} row={row} />
        )}
      </span>
    </span>
  );
}

/** Amounts ('Rp. 758,6 M') take wider tracks than percentages; every card lines up the same. */
function figureTracks(figures: readonly ShownFigure[]): string {
  return figures
    .map(({ column }) => (column.kind === 'amount' ? 'minmax(0, 1.45fr)' : 'minmax(0, 1fr)'))
    .join(' ');
}

/** Every group of figures, for an open card. */
function MoreFigures({
  row,
  columns,
}: {
  row: DetailRow;
  columns: readonly TableColumn<DetailRow>[];
}) {
  return (
    <>
      {columns
        .filter((column) => column.columns?.length)
        .map((group) => (
          <span key={group.id} className={classes.moreGroup}>
            <Text span size="xs" fw={700} display="block">
              {group.header}
            </Text>
            <span className={classes.moreFigures}>
              {leafColumns(group.columns ?? []).map((leaf) => (
                <Figure key={leaf.id} column={leaf} row={row} label={leaf.header} />
              ))}
            </span>
          </span>
        ))}
    </>
  );
}

function Card({
  row,
  columns,
  figures,
  open,
  onToggle,
}: {
  row: DetailRow;
  columns: readonly TableColumn<DetailRow>[];
  figures: readonly ShownFigure[];
  open: boolean;
  onToggle: () => void;
}) {
  const moreId = useId();
  const company = row.companyName ?? row.company;
  return (
    <div className={classes.cardBox} data-row-id={row.total ? 'TOTAL' : row.id}>
      <button
        type="button"
        className={classes.cardButton}
        aria-expanded={open}
        aria-controls={open ? moreId : undefined}
        onClick={onToggle}
      >
        <span className={classes.cardTitle}>
          <Text
            span
            fw={700}
            size="sm"
            truncate
            c={row.closed ? 'red.8' : undefined}
            style={{ minWidth: 0 }}
          >
            {row.name}
          </Text>
          <OutletBadges row={row} />
          <span className={classes.cardChevron} aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </span>
        {!row.total && (
          <Text span size="xs" c="dimmed" display="block" truncate>
            {row.id}
            {company ? ` · ${company}` : ''}
          </Text>
        )}
        <span className={classes.figures} style={{ gridTemplateColumns: figureTracks(figures) }}>
          {figures.map(({ column, label }) => (
            <Figure key={column.id} column={column} row={row} label={label} short />
          ))}
        </span>
      </button>
      {open && (
        <div id={moreId} className={classes.more}>
          <MoreFigures row={row} columns={columns} />
        </div>
      )}
    </div>
  );
}

interface CardsProps {
  columns: readonly TableColumn<DetailRow>[];
  /** What a closed card shows. */
  figures: readonly PhoneFigure[];
  totals: readonly DetailRow[];
  outlets: readonly DetailRow[];
  maxHeight: string;
}

export function WorklistCards({ columns, figures, totals, outlets, maxHeight }: CardsProps) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => {
    const byId = new Map(leafColumns(columns).map((column) => [column.id, column]));
    return figures.flatMap(({ columnId, label }) => {
      const column = byId.get(columnId);
      return column ? [{ column, label }] : [];
    });
  }, [columns, figures]);
  const toggle = (key: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const { scroller, virtualizer } = useOutletScroller<HTMLDivElement>(outlets, {
    itemHeight: CARD_HEIGHT,
    overscan: 4,
  });

  return (
    <div>
      {totals.map((row) => (
        <div key={row.id} className={classes.totalCard}>
          <Card
            row={row}
            columns={columns}
            figures={shown}
            open={opened.has(`total:${row.id}`)}
            onToggle={() => toggle(`total:${row.id}`)}
          />
        </div>
      ))}
      <div
        ref={scroller}
        className={classes.cards}
        style={{ maxHeight }}
        data-worklist-rows={outlets.length}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = outlets[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className={classes.card}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <Card
                  row={row}
                  columns={columns}
                  figures={shown}
                  open={opened.has(row.id)}
                  onToggle={() => toggle(row.id)}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
