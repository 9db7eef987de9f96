/**
 * PROFIT DILUTION (chartprofitdilution) and its all-brand view (chartprofitdilutionviewbyall) as
 * a chart and tables, without React (spec 000 §2, Profit dilution): one line per dilution kind
 * (MARKDOWN, VIP, PROMO, TOTAL) over the months of the year on a 'Dilution Summary' % axis; the
 * table has a row per kind with 12 monthly percentages (colour from the server's flag, lower is
 * better, so a worse month, N, is red with an up arrow; the server's toolip), the YTD %, last
 * year's YTD % and the change between them in percentage points (arrow from its sign, colour
 * from the flag). The running month's points are partial and its heading reads 'MTD'.
 */
import {
  DILUTION_KINDS,
  type DilutionKind,
  type DilutionRow,
  formatPercent,
  MONTH_NAMES,
  type ProfitDilution,
  type RunningMonth,
  type StatusFlag,
  statusFlagSchema,
} from '@outlet-pulse/contracts';
import type { TableAction, TableColumn } from '../../../components/data-table/table-model';
import {
  type ChartSeries,
  type ChartSpec,
  LEGEND_HEIGHT,
  SERIES_COLORS,
} from '../../../lib/charts/chart-option';
import type { DetailQuery } from '../detail/detail-query';
import {
  latestMonthIndex,
  MTD_NOTE,
  pointLines,
  runningIndexOf,
  runningSeries,
} from './running-month';

export const DILUTION_AXIS_NAME = 'Dilution Summary';

export function dilutionChart(
  categories: readonly string[],
  series: readonly ChartSeries[],
  {
    runningMonth = null,
    rows = [],
  }: { runningMonth?: RunningMonth | null; rows?: readonly DilutionRow[] } = {},
): ChartSpec {
  // Every kind's line is of the chosen year, so each has the running month's partial point.
  const running = runningIndexOf(runningMonth);
  return {
    categories,
    series: runningSeries(series, () => running ?? undefined),
    axes: [{ name: DILUTION_AXIS_NAME, labels: 'percent' }],
    colors: SERIES_COLORS.dilution,
    legendHeight: LEGEND_HEIGHT,
    runningIndex: running,
    tooltip: (point) => {
      const shown = formatPercent(point.value);
      if (!runningMonth || point.dataIndex !== running) return pointLines(point, shown, null);
      const row = rows.find((entry) => entry.name === point.seriesName);
      const toolip = row?.[`${MONTH_NAMES[point.dataIndex]}Toolip`];
      return pointLines(point, shown, {
        runningMonth,
        toolip: typeof toolip === 'string' ? toolip : undefined,
      });
    },
  };
}

export function isDilutionKind(name: string): name is DilutionKind {
  return (DILUTION_KINDS as readonly string[]).includes(name);
}

/** A row of the table: one kind of one company (or of TOTAL). */
export interface DilutionEntry {
  company: string;
  row: DilutionRow;
}

type DilutionTables = Pick<
  ProfitDilution,
  'tableMarkdown' | 'tableVip' | 'tablePromo' | 'tableTotal'
>;

/** The four kinds' rows of an answer (or of a company), in the order of the spec. */
export function kindRows(tables: DilutionTables): DilutionRow[] {
  return [tables.tableMarkdown, tables.tableVip, tables.tablePromo, tables.tableTotal].map(
    (row) => row as DilutionRow,
  );
}

/** The four rows of a company (or of TOTAL), in the order of the spec. */
export function dilutionRows(company: string, tables: DilutionTables): DilutionEntry[] {
  return kindRows(tables).map((row) => ({ company, row }));
}

/** The kind a row shows (its name), when it is one of the four. */
export function kindOfRow(entry: DilutionEntry): DilutionKind | undefined {
  const name = String(entry.row.name);
  return isDilutionKind(name) ? name : undefined;
}

function numberOf(row: DilutionRow, field: string): number | null {
  const value = row[field];
  return typeof value === 'number' ? value : null;
}

function flagOf(row: DilutionRow, field: string): StatusFlag | undefined {
  const parsed = statusFlagSchema.safeParse(row[field]);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The kind column, the months, then YTD, last year's YTD and growth. `kindAction` makes a
 * kind's name a button that opens its MONTHLY CATEGORY detail: the keyboard's way to a click
 * on that kind's line.
 */
export function dilutionColumns(
  year: number,
  kindAction?: (entry: DilutionEntry) => TableAction | undefined,
  runningMonth: RunningMonth | null = null,
): TableColumn<DilutionEntry>[] {
  const running = runningMonth?.year === year ? runningIndexOf(runningMonth) : null;
  return [
    {
      id: 'name',
      header: String(year),
      rowHeader: true,
      value: ({ row }) => String(row.name),
      ...(kindAction ? { action: kindAction } : {}),
    },
    ...MONTH_NAMES.map(
      (month, index): TableColumn<DilutionEntry> => ({
        id: month,
        header: month,
        kind: 'percent',
        value: ({ row }) => numberOf(row, month),
        flag: ({ row }) => flagOf(row, `${month}Color`),
        // Lower is better: a month above last year's (N) went up, and that is bad.
        arrows: 'lower-is-better',
        tooltip: ({ row }) => {
          const toolip = row[`${month}Toolip`];
          return typeof toolip === 'string' ? toolip : undefined;
        },
        ...(index === running ? { note: MTD_NOTE } : {}),
      }),
    ),
    {
      id: 'totalYTD',
      header: `YTD ${year}`,
      kind: 'percent',
      value: ({ row }) => numberOf(row, 'totalYTD'),
    },
    {
      id: 'totalYTDLast',
      header: `YTD ${year - 1}`,
      kind: 'percent',
      value: ({ row }) => numberOf(row, 'totalYTDLast'),
    },
    {
      id: 'growth',
      header: 'GROWTH',
      // The change of the YTD %, in percentage points; its arrow says which way it moved.
      kind: 'pp',
      value: ({ row }) => numberOf(row, 'growth'),
      flag: ({ row }) => flagOf(row, 'growthColor'),
      arrows: 'value',
    },
  ];
}

/** The month a narrow dilution table opens on: the running month, or the last with a value. */
export function dilutionFocusColumn(
  runningMonth: RunningMonth | null,
  tables: DilutionTables,
): string | undefined {
  const total = tables.tableTotal as DilutionRow;
  const index = latestMonthIndex(
    runningMonth,
    MONTH_NAMES.map((month) => numberOf(total, month)),
  );
  return index === null ? undefined : MONTH_NAMES[index];
}

/**
 * The detail of one kind: the filter, the year, the kind and a month. The detail lists every
 * month of the year whichever month is sent; a clicked point sends its own, a kind's button the
 * month of the last sales date (December for a past year).
 */
export function dilutionDetailQuery(
  filterQuery: Record<string, string>,
  year: number,
  kind: DilutionKind,
  monthIndex: number,
): DetailQuery {
  return { ...filterQuery, year: String(year), month: String(monthIndex + 1), kind };
}

/** The month (0–11) of the last sales date within `year`, or December. */
export function lastMonthIndex(dateLastViewFormat: string | null, year: number): number {
  if (dateLastViewFormat && Number(dateLastViewFormat.slice(0, 4)) === year) {
    return Number(dateLastViewFormat.slice(5, 7)) - 1;
  }
  return 11;
}

/** True when no kind has a value in any month. */
export function hasNoDilution(series: readonly { data: readonly (number | null)[] }[]): boolean {
  return series.every((line) => line.data.every((value) => value === null));
}
