/**
 * The detail as a worklist (issue 13, item 13): which outlets show (a search over ID, outlet
 * and company), in which order (any column, either way; by default the outlets furthest behind
 * first), and what a phone shows of each before it is opened. The TOTAL rows stay pinned
 * above the outlets, whatever the search and the order. No React here.
 */
import type { DetailPeriod } from '@outlet-pulse/contracts';
import { leafColumns, type TableColumn } from '../../../components/data-table/table-model';
import { NUMBER_FORMATS } from '../../../lib/format';
import {
  type DetailFamily,
  type DetailKind,
  type DetailLayout,
  type DetailRow,
  familyOf,
  hasSalesFamily,
} from './detail-model';
import { shownTotal } from './shown-total';

export type SortDirection = 'ascending' | 'descending';

export interface WorklistSort {
  columnId: string;
  direction: SortDirection;
}

/** The month's column of each metric family: the ASP detail is about ASP. */
const METRIC_COLUMNS: Partial<Record<DetailFamily, string>> = {
  asp: 'monthAsp',
  upt: 'monthUpt',
  atv: 'monthAtv',
};

/**
 * The order a worklist opens in, by its own family's key column (issue 25, item 8), lowest
 * first: the achievement detail while the month runs by projected achievement (furthest
 * behind pace first), a finished month, which has no pace left to reach, by its achievement;
 * ASP, UPT and ATV by the month's ASP, UPT or ATV; traffic, which has no target, by its growth
 * on last year.
 */
export function defaultSort(
  kind: DetailKind,
  layout: Pick<DetailLayout, 'withPace'>,
): WorklistSort {
  const family = familyOf(kind);
  const metric = METRIC_COLUMNS[family];
  if (metric) return { columnId: metric, direction: 'ascending' };
  if (family === 'traffic') return { columnId: 'growthTrafficMtd', direction: 'ascending' };
  return {
    columnId: layout.withPace ? 'monthProjectedPersen' : 'monthPersen',
    direction: 'ascending',
  };
}

/** A heading pressed: the same column turns round; another sorts ascending. */
export function nextSort(current: WorklistSort, columnId: string): WorklistSort {
  if (current.columnId !== columnId) return { columnId, direction: 'ascending' };
  return {
    columnId,
    direction: current.direction === 'ascending' ? 'descending' : 'ascending',
  };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The outlet rows in the order asked for. Missing values go last either way (an outlet
 * without a target is not "furthest behind"); ties keep the server's order.
 */
export function sortRows(
  rows: readonly DetailRow[],
  column: TableColumn<DetailRow> | undefined,
  direction: SortDirection,
): DetailRow[] {
  if (!column?.value) return [...rows];
  const value = column.value;
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  keyed.sort((one, other) => {
    const a = one.key;
    const b = other.key;
    const aMissing = a === null || a === '';
    const bMissing = b === null || b === '';
    if (aMissing || bMissing) {
      return aMissing === bMissing ? one.index - other.index : aMissing ? 1 : -1;
    }
    const order =
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : collator.compare(String(a), String(b));
    return order === 0 ? one.index - other.index : sign * order;
  });
  return keyed.map((entry) => entry.row);
}

/** Lower case, accents and spacing set aside. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * The outlet rows a search holds: every word of it appears in the outlet's ID, name, company
 * code or company name. An empty search holds every row.
 */
export function searchRows(rows: readonly DetailRow[], search: string): DetailRow[] {
  const words = normalize(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = normalize(
      [row.id, row.name, row.company ?? '', row.companyName ?? ''].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

export interface WorklistView {
  /** Pinned above the outlets. */
  totals: DetailRow[];
  outlets: DetailRow[];
}

/**
 * What the worklist shows: the TOTAL row, then the outlets the search holds, in order. The
 * TOTAL follows the search (issue 25, item 4): while it holds some of the outlets, TOTAL is
 * theirs ('TOTAL of 24 shown'); with every outlet it is the answer's own TOTAL; when it holds
 * none, the answer's TOTAL stays and says it is that of all of them ('TOTAL of all 162').
 */
export function worklistView(
  rows: readonly DetailRow[],
  columns: readonly TableColumn<DetailRow>[],
  search: string,
  sort: WorklistSort,
  period: DetailPeriod,
): WorklistView {
  const column = leafColumns(columns).find((leaf) => leaf.id === sort.columnId);
  const all = rows.filter((row) => !row.total);
  const held = searchRows(all, search);
  const answerTotals = rows.filter((row) => row.total);
  let totals = answerTotals;
  if (held.length > 0 && held.length < all.length) totals = [shownTotal(held, period)];
  else if (held.length === 0 && all.length > 0) {
    totals = answerTotals.map((row) => ({ ...row, name: `TOTAL of all ${all.length}` }));
  }
  return { totals, outlets: sortRows(held, column, sort.direction) };
}

export interface PhoneFigure {
  columnId: string;
  /** Short enough for a quarter of a phone's width. */
  label: string;
}

/**
 * What a phone shows of each row before it is opened (issue 13, item 16): the month's
 * figures that matter, in the order read: for the sales family nett, achievement and growth
 * (and the projected achievement while the month runs), with ASP, UPT or ATV for those kinds;
 * for traffic the visitors, the conversion and the traffic growth.
 */
export function phoneFigures(
  kind: DetailKind,
  layout: Pick<DetailLayout, 'withPace'>,
): PhoneFigure[] {
  if (!hasSalesFamily(kind)) {
    return [
      { columnId: 'monthTraffic', label: 'MTD TRAFFIC' },
      { columnId: 'monthConversion', label: 'MTD CONV.' },
      { columnId: 'growthTrafficMtd', label: 'GROWTH' },
    ];
  }
  const family = kind.replace(/-lfl$/, '');
  const metric =
    family === 'asp' || family === 'upt' || family === 'atv'
      ? {
          columnId: `month${family.charAt(0).toUpperCase()}${family.slice(1)}`,
          label: `MTD ${family.toUpperCase()}`,
        }
      : layout.withPace
        ? { columnId: 'monthProjectedPersen', label: 'PROJ. %' }
        : null;
  return [
    { columnId: 'monthNett', label: 'MTD NETT' },
    { columnId: 'monthPersen', label: 'MTD %' },
    { columnId: 'growthMtd', label: 'GROWTH' },
    ...(metric ? [metric] : []),
  ];
}

/** The sort choices of a phone, the column's own name first: 'PROJ. % (PACE TO MONTH END)'. */
export function sortChoices(
  columns: readonly TableColumn<DetailRow>[],
): { value: string; label: string }[] {
  return columns.flatMap((column) =>
    column.columns?.length
      ? leafColumns(column.columns).map((leaf) => ({
          value: leaf.id,
          label: `${leaf.header} (${column.header})`,
        }))
      : [{ value: column.id, label: column.header }],
  );
}

/** Pixels per character of the table's 12 px digits and capitals (bold ones: IDs), and padding. */
const CHARACTER_PX = 7.4;
const BOLD_CHARACTER_PX = 8.2;
const CELL_PADDING_PX = 18;
/** Room beside a heading for the sort arrow. */
const SORT_MARK_PX = 16;

const TEXT_WIDTHS: Record<string, { min: number; max: number }> = {
  no_branch: { min: 80, max: 130 },
  branchname: { min: 170, max: 260 },
  company: { min: 110, max: 150 },
};

/**
 * A fixed width per leaf column, wide enough for its heading and its longest value, so that
 * the columns keep their widths while rows scroll in and out of a virtualized table. Numbers
 * are measured by their widest value (the largest magnitude, with its sign), not cell by cell.
 */
export function columnWidths(
  columns: readonly TableColumn<DetailRow>[],
  rows: readonly DetailRow[],
): Map<string, number> {
  const widths = new Map<string, number>();
  for (const column of leafColumns(columns)) {
    const heading = column.header.length * CHARACTER_PX + CELL_PADDING_PX + SORT_MARK_PX;
    let longest = 0;
    if (column.kind) {
      let largest = 0;
      for (const row of rows) {
        const value = column.value?.(row);
        if (typeof value === 'number' && Math.abs(value) > Math.abs(largest)) largest = value;
      }
      longest = NUMBER_FORMATS[column.kind].format(-Math.abs(largest)).length;
    } else {
      for (const row of rows) {
        const value = column.value?.(row);
        if (typeof value === 'string' && value.length > longest) longest = value.length;
      }
    }
    const limits = TEXT_WIDTHS[column.id];
    const content =
      longest * (column.rowHeader ? BOLD_CHARACTER_PX : CHARACTER_PX) + CELL_PADDING_PX;
    const width = Math.ceil(Math.max(heading, content));
    widths.set(
      column.id,
      limits ? Math.min(limits.max, Math.max(limits.min, width)) : Math.max(width, 64),
    );
  }
  return widths;
}

/** Each leaf column's full name, its group's heading first: 'MTD OCT 2026 · %'. */
export function columnLabels(columns: readonly TableColumn<DetailRow>[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const column of columns) {
    if (column.columns?.length) {
      for (const leaf of leafColumns(column.columns)) {
        labels.set(leaf.id, `${column.header} · ${leaf.header}`);
      }
    } else {
      labels.set(column.id, column.header);
    }
  }
  return labels;
}

/** How the order reads: 'PACE TO MONTH END · PROJ. %, lowest first'. */
export function sortDescription(sort: WorklistSort, labels: Map<string, string>): string {
  const label = labels.get(sort.columnId) ?? sort.columnId;
  const text =
    sort.columnId === 'no_branch' || sort.columnId === 'branchname' || sort.columnId === 'company';
  const way = text
    ? sort.direction === 'ascending'
      ? 'A to Z'
      : 'Z to A'
    : sort.direction === 'ascending'
      ? 'lowest first'
      : 'highest first';
  return `${label}, ${way}`;
}

/**
 * The days the detail's month covers and what they are compared with, in words, each day in the
 * portal's one short form ('1 Oct 2026').
 */
export function periodCaption(
  period: DetailPeriod,
  formatDay: (isoDate: string) => string,
): string {
  const range = (from: string, to: string) => `${formatDay(from)} to ${formatDay(to)}`;
  const compared = `compared with ${range(period.lastYearFrom, period.lastYearTo)}`;
  switch (period.state) {
    case 'running':
      return `Month to date ${range(period.from, period.to)}, day ${period.daysElapsed} of ${period.daysInMonth} · ${compared}`;
    case 'finished':
      return `Whole month ${range(period.from, period.to)} · ${compared}`;
    case 'to-come':
      return `The month starting ${formatDay(period.from)} has no sales yet`;
  }
}
