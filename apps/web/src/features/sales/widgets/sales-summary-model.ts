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
import type {
  PacingFigures,
  RunningMonth,
  SalesSummary,
  StatusFlag,
} from '@outlet-pulse/contracts';
import { formatPercent, formatRupiahShort } from '@outlet-pulse/contracts';
import type { TableAction, TableColumn } from '../../../components/data-table/table-model';
import { type ChartSpec, LEGEND_HEIGHT, SERIES_COLORS } from '../../../lib/charts/chart-option';
import type { NumberKind } from '../../../lib/format';
import {
  amountLine,
  isRunningPoint,
  latestMonthIndex,
  MTD_NOTE,
  partialIndexFor,
  runningIndexOf,
  runningSalesLines,
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
    series: series.map((line) => {
      const partialIndex = partialIndexFor(runningMonth, line.years);
      return {
        name: line.name,
        type: 'line',
        data: line.data,
        ...(partialIndex === undefined ? {} : { partialIndex }),
      };
    }),
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

export interface SummaryCell {
  /** The value shown, or null when the cell stays empty. */
  value: number | null;
  flag?: StatusFlag;
  tooltip?: string;
}

export interface SummaryRow {
  id: string;
  label: string;
  kind: NumberKind;
  cells: SummaryCell[];
}

/**
 * Spec 000 §5: a cell whose value is 0 stays empty. A month to come has no value at all; a
 * finished month that sold nothing keeps its −100 % growth (DOMAIN.md), which is a value.
 */
function shown(value: number | null): number | null {
  return value === null || value === 0 ? null : value;
}

export function growthRow(cells: readonly GrowthCell[], id = 'growth'): SummaryRow {
  return {
    id,
    label: 'GROWTH',
    kind: 'percent',
    cells: cells.map((cell) => ({
      value: shown(cell.persenNettView),
      flag: cell.status,
      tooltip: cell.toolip,
    })),
  };
}

export function achievementRow(cells: readonly AchievementCell[], id = 'achievement'): SummaryRow {
  return {
    id,
    label: 'ACHIEVEMENT',
    kind: 'percent',
    cells: cells.map((cell) => ({
      value: shown(cell.achievementPersen),
      flag: cell.status,
      tooltip: cell.toolip,
    })),
  };
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
 * The label column and one column per month; the running month's heading reads 'MTD' too.
 * `monthAction` makes a month's heading a button that opens its detail: the keyboard's way
 * to a click on the chart.
 */
export function summaryColumns(
  categories: readonly string[],
  year: number,
  monthAction?: (monthIndex: number) => TableAction,
  runningMonth: RunningMonth | null = null,
): TableColumn<SummaryRow>[] {
  const running = runningMonth?.year === year ? runningIndexOf(runningMonth) : null;
  return [
    { id: 'label', header: String(year), rowHeader: true, value: (row) => row.label },
    ...categories.map(
      (category, index): TableColumn<SummaryRow> => ({
        id: monthColumnId(index),
        header: category,
        kind: 'percent',
        rowKind: (row) => row.kind,
        value: (row) => row.cells[index]?.value ?? null,
        flag: (row) => row.cells[index]?.flag,
        arrows: true,
        tooltip: (row) => row.cells[index]?.tooltip,
        ...(index === running ? { note: MTD_NOTE } : {}),
        ...(monthAction ? { headerAction: monthAction(index) } : {}),
      }),
    ),
  ];
}

export function monthColumnId(monthIndex: number): string {
  return `month-${monthIndex}`;
}

/** The month a narrow table opens on: the running month, or the last one with sales. */
export function focusMonthColumn(
  runningMonth: RunningMonth | null,
  nettByMonth: readonly (number | null)[],
): string | undefined {
  const index = latestMonthIndex(
    runningMonth,
    nettByMonth.map((nett) => (nett === 0 ? null : nett)),
  );
  return index === null ? undefined : monthColumnId(index);
}

/** True when no series has a single month of sales. */
export function hasNoSales(series: readonly { data: readonly (number | null)[] }[]): boolean {
  return series.every((line) => line.data.every((value) => value === null || value === 0));
}

/** 'Aruna Apparel 2026' → the company of that name in the all-brand table. */
export function companyOfSeries(
  seriesName: string,
  companies: readonly { company: string; companyName: string }[],
): string | undefined {
  const name = seriesName.replace(/\s*\d{4}\s*$/, '');
  return companies.find((company) => company.companyName === name)?.company;
}
