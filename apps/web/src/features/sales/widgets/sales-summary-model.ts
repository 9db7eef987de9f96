/**
 * The sales summary (chartsalessummary) and its all-brand view (chartsalessummaryviewbyall) as
 * a chart and tables, without React (spec 000 §2, Sales summary):
 * - the chart: one line per year (or per brand), 'Nett Summary' on a K/M/B/T/Q axis, gaps for
 *   months without sales, a tooltip with the month's nett and target; the running month's point
 *   is partial, and its tooltip names the days and sets the month-to-date target and last
 *   year's same days beside the whole month's (DOMAIN.md);
 * - the table: GROWTH and ACHIEVEMENT rows by month, each cell a percentage with an arrow and
 *   colour from the server's Y/N flag and the server's toolip; cells whose value is 0 (or that
 *   have no sales) stay empty. The spreadsheet also holds the amounts behind them: nett this
 *   year, nett last year (same days for the running month) and the target.
 */
import type { PacingFigures, RunningMonth, SalesSummary } from '@outlet-pulse/contracts';
import { formatPercent, formatRupiahShort } from '@outlet-pulse/contracts';
import type { TableSection } from '../../../components/data-table/table-model';
import { type ChartSpec, LEGEND_HEIGHT, SERIES_COLORS } from '../../../lib/charts/chart-option';
import {
  flaggedCell,
  latestMonthColumn,
  type MonthCell,
  type MonthRow,
  percentRow,
} from './monthly-table';
import {
  amountLine,
  isRunningPoint,
  MTD_NOTE,
  partialIndexFor,
  runningIndexOf,
  runningSalesLines,
  runningSeries,
} from './running-month';

export const SALES_AXIS_NAME = 'Nett Summary';

type SummarySeries = SalesSummary['chart'][number];
type GrowthCell = SalesSummary['tablegrowth'][number];
type AchievementCell = SalesSummary['tableachievement'][number];

export interface SummaryChartOptions {
  colors?: readonly string[];
  ignoreFirstSeries?: boolean;
  runningMonth?: RunningMonth | null;
  /**
   * The pacing of the running month for a series (its brand, or the selection), which its
   * month-to-date point's tooltip reads; null where there is none.
   */
  runningPacing?: (seriesIndex: number) => PacingFigures | null;
}

/** The tooltip lines of a month-to-date point: its days, targets, last year and projection. */
function runningPointLines(
  runningMonth: RunningMonth,
  value: number | null,
  pacing: PacingFigures | null,
): string[] {
  const lines = runningSalesLines(runningMonth, value, {
    targetToDate: pacing?.targetToDate ?? null,
    monthTarget: pacing?.target ?? null,
    lastYearSameDays: pacing?.lastYearSameDays ?? null,
    lastYearWhole: pacing?.lastYearWhole ?? null,
  });
  if (pacing?.projection !== null && pacing?.projection !== undefined) {
    lines.push(
      `Projection : ${formatRupiahShort(pacing.projection)} (${formatPercent(pacing.projectedPersen)} of target)`,
    );
  }
  return lines;
}

export function salesSummaryChart(
  categories: readonly string[],
  series: readonly SummarySeries[],
  {
    colors = SERIES_COLORS.salesSummary,
    ignoreFirstSeries = true,
    runningMonth = null,
    runningPacing = () => null,
  }: SummaryChartOptions = {},
): ChartSpec {
  return {
    categories,
    series: runningSeries(series, (line) => partialIndexFor(runningMonth, line.years)),
    axes: [{ name: SALES_AXIS_NAME, labels: 'abbreviated' }],
    colors,
    legendHeight: LEGEND_HEIGHT,
    runningIndex: runningIndexOf(runningMonth),
    tooltip: ({ seriesIndex, dataIndex, seriesName, category, value }) => {
      const line = series[seriesIndex];
      if (isRunningPoint(runningMonth, line?.years, dataIndex)) {
        return [
          `${category} ${MTD_NOTE} · ${seriesName}`,
          ...runningPointLines(runningMonth, value, runningPacing(seriesIndex)),
        ];
      }
      const target = line?.months[dataIndex]?.target ?? null;
      return [
        `${category} · ${seriesName}`,
        `Nett : ${amountLine(value)}`,
        `Target : ${amountLine(target)}`,
      ];
    },
    isClickable: (seriesIndex) => !(ignoreFirstSeries && seriesIndex === 0),
  };
}

export interface SummaryRow extends MonthRow {
  id: string;
  cells: MonthCell[];
}

/**
 * Spec 000 §5: a cell whose value is 0 stays empty. A month to come has no value at all; a
 * finished month that sold nothing keeps its −100 % growth (DOMAIN.md), which is a value.
 */
function shown(value: number | null): number | null {
  return value === null || value === 0 ? null : value;
}

export function growthRow(cells: readonly GrowthCell[], id = 'growth'): SummaryRow {
  return percentRow(
    id,
    'GROWTH',
    cells.map((cell) => flaggedCell(shown(cell.persenNettView), cell)),
  );
}

export function achievementRow(cells: readonly AchievementCell[], id = 'achievement'): SummaryRow {
  return percentRow(
    id,
    'ACHIEVEMENT',
    cells.map((cell) => flaggedCell(shown(cell.achievementPersen), cell)),
  );
}

/**
 * The amounts behind the GROWTH and ACHIEVEMENT rows, for the spreadsheet: nett this year,
 * nett last year (the same days for the running month) and the target (month-to-date for the
 * running month). Months without sales stay empty, as their percentages do.
 */
export function amountRows(
  growth: readonly GrowthCell[],
  achievement: readonly AchievementCell[],
  year: number,
  idPrefix = '',
): SummaryRow[] {
  const amount = (value: number | null, nett: number) => (nett === 0 ? null : value);
  return [
    {
      id: `${idPrefix}nett`,
      label: `NETT ${year}`,
      kind: 'rupiahShort',
      cells: growth.map((cell) => ({ value: amount(cell.nettYearHere, cell.nettYearHere) })),
    },
    {
      id: `${idPrefix}nett-last-year`,
      label: `NETT ${year - 1}`,
      kind: 'rupiahShort',
      cells: growth.map((cell) => ({ value: amount(cell.nettYearLast, cell.nettYearHere) })),
    },
    {
      id: `${idPrefix}target`,
      label: 'TARGET',
      kind: 'rupiahShort',
      cells: achievement.map((cell) => ({ value: amount(cell.target, cell.nett) })),
    },
  ];
}

/**
 * A table block of GROWTH and ACHIEVEMENT, with the amounts behind them for the spreadsheet;
 * `idPrefix` tells its rows from another block's (a company's in the all-brand table).
 */
export function summarySection(
  id: string,
  growth: readonly GrowthCell[],
  achievement: readonly AchievementCell[],
  year: number,
  idPrefix = '',
): TableSection<SummaryRow> {
  return {
    id,
    rows: [
      growthRow(growth, `${idPrefix}growth`),
      achievementRow(achievement, `${idPrefix}achievement`),
    ],
    sheetRows: amountRows(growth, achievement, year, idPrefix),
  };
}

/** The month a narrow table opens on: the running month, or the last one with sales. */
export function focusMonthColumn(
  runningMonth: RunningMonth | null,
  nettByMonth: readonly (number | null)[],
): string | undefined {
  return latestMonthColumn(
    runningMonth,
    nettByMonth.map((nett) => (nett === 0 ? null : nett)),
  );
}

/** True when no series has a single month of sales. */
export function hasNoSales(series: readonly { data: readonly (number | null)[] }[]): boolean {
  return series.every((line) => line.data.every((value) => value === null || value === 0));
}

/** The chart's series by name, for its label: 'Sales 2024, Sales 2025, Sales 2026'. */
export function seriesNames(series: readonly { name: string }[]): string {
  return series.map((line) => line.name).join(', ');
}

/** 'Aruna Apparel 2026' → the company of that name in the all-brand table. */
export function companyOfSeries(
  seriesName: string,
  companies: readonly { company: string; companyName: string }[],
): string | undefined {
  const name = seriesName.replace(/\s*\d{4}\s*$/, '');
  return companies.find((company) => company.companyName === name)?.company;
}
