/**
 * The brand league table (issue 26, point 4), without React: its columns, the order a heading
 * asks for (the server's order, worst projected achievement first, by default), the colour of
 * a row's bar, and what a 14-day sparkline says in words.
 */
import { formatRupiahShort, type LeagueRow } from '@outlet-pulse/contracts';
import type { NumberKind } from '../../../lib/format';

export type LeagueColumnId =
  | 'label'
  | 'nett'
  | 'achievementPersen'
  | 'growthPersen'
  | 'lflGrowthPersen'
  | 'projectedPersen'
  | 'neededPerDay';

export interface LeagueColumn {
  id: LeagueColumnId;
  header: string;
  kind?: NumberKind;
}

export const LEAGUE_COLUMNS: readonly LeagueColumn[] = [
  { id: 'label', header: 'Brand' },
  { id: 'nett', header: 'Nett MTD', kind: 'rupiahShort' },
  { id: 'achievementPersen', header: 'Achievement', kind: 'percent' },
  { id: 'growthPersen', header: 'Growth', kind: 'percent' },
  { id: 'lflGrowthPersen', header: 'LFL growth', kind: 'percent' },
  { id: 'projectedPersen', header: 'Projected', kind: 'percent' },
  { id: 'neededPerDay', header: 'Needed per day', kind: 'rupiahShort' },
];

export interface LeagueSort {
  column: LeagueColumnId;
  direction: 'ascending' | 'descending';
}

/** The server's order: worst projected achievement first. */
export const DEFAULT_LEAGUE_SORT: LeagueSort = {
  column: 'projectedPersen',
  direction: 'ascending',
};

/** A heading pressed: the same column turns round; another starts ascending (text A→Z). */
export function nextLeagueSort(current: LeagueSort, column: LeagueColumnId): LeagueSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The rows in the order asked for; rows without a value go last either way, ties keep order. */
export function sortLeague(rows: readonly LeagueRow[], sort: LeagueSort): LeagueRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: row[sort.column] }))
    .sort((one, other) => {
      const a = one.key;
      const b = other.key;
      if (a === null || b === null) {
        return a === b ? one.index - other.index : a === null ? 1 : -1;
      }
      const order =
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : collator.compare(String(a), String(b));
      return order === 0 ? one.index - other.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** At or above this projected achievement a brand is on pace; below the warning, it is behind. */
export const ON_PACE_PERSEN = 100;
export const WARNING_PERSEN = 85;

export type PaceTone = 'on-pace' | 'close' | 'behind' | 'none';

export function paceTone(projectedPersen: number | null): PaceTone {
  if (projectedPersen === null) return 'none';
  if (projectedPersen >= ON_PACE_PERSEN) return 'on-pace';
  if (projectedPersen >= WARNING_PERSEN) return 'close';
  return 'behind';
}

/** The theme's shades for the bar (fills, not text: no contrast rule applies to them). */
export const PACE_COLORS: Record<PaceTone, string> = {
  'on-pace': 'var(--mantine-color-green-7)',
  close: 'var(--mantine-color-yellow-6)',
  behind: 'var(--mantine-color-red-7)',
  none: 'var(--mantine-color-gray-4)',
};

export const PACE_WORDS: Record<PaceTone, string> = {
  'on-pace': 'on pace',
  close: 'slightly behind pace',
  behind: 'behind pace',
  none: 'no projection',
};

/** The bar's length: the projected achievement out of 150 %, so 100 % sits at two thirds. */
export const BAR_SCALE_PERSEN = 150;

export function barFraction(projectedPersen: number | null): number {
  if (projectedPersen === null || projectedPersen <= 0) return 0;
  return Math.min(projectedPersen, BAR_SCALE_PERSEN) / BAR_SCALE_PERSEN;
}

/** What a sparkline shows, in words: 'Nett of the last 14 days: lowest …, highest …, last …'. */
export function sparklineWords(values: readonly (number | null)[]): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return 'No sales in the last 14 days';
  const last = values[values.length - 1] ?? null;
  return `Nett of the last ${values.length} days: lowest ${formatRupiahShort(Math.min(...known))}, highest ${formatRupiahShort(Math.max(...known))}, last day ${formatRupiahShort(last)}`;
}

/**
 * The points of a sparkline in a box of `width` × `height`: one per day, gaps where a day has
 * no value; the line runs from 0 at the bottom (a flat line at the top when every day is equal).
 */
export function sparklinePoints(
  values: readonly (number | null)[],
  width: number,
  height: number,
): ({ x: number; y: number } | null)[] {
  const known = values.filter((value): value is number => value !== null);
  const high = Math.max(0, ...known);
  const low = Math.min(0, ...known);
  const span = high - low || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((value, index) =>
    value === null ? null : { x: index * step, y: height - ((value - low) / span) * height },
  );
}
