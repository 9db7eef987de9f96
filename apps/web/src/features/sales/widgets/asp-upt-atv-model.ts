/**
 * The ASP / UPT / ATV panel (chartsales) and its LFL twin (lflsalesAspUptAtv) as charts and
 * tables, without React (spec 000 §2, ASP / UPT / ATV panel and LFL ASP / UPT / ATV panel):
 * - one card per metric, each a line chart with one series per year (yellow, red, blue; red and
 *   blue for LFL's two years), gaps where the ratio has no value, on an axis fitted to the
 *   values (from 0, three years of a ratio would lie on top of each other); the running month's
 *   point is partial (for LFL both years' points: the same days);
 * - a table with a GROWTH row (arrow and colour from the server's flag, the growth % and the
 *   server's toolip) and the metric row (ASP and ATV in whole rupiah, UPT with two decimals,
 *   with its toolip), months as headings; the spreadsheet adds the nett behind them. Outside
 *   LFL, a month whose nett is 0 leaves its cells empty;
 * - a click on a point opens the metric's detail, except on series 0 of the (non-LFL) ASP
 *   chart, which the spec ignores.
 */
import type { AspUptAtv, ChartSeries, RunningMonth, StatusFlag } from '@outlet-pulse/contracts';
import { type ChartSpec, LEGEND_HEIGHT, SERIES_COLORS } from '../../../lib/charts/chart-option';
import { formatNumber, type NumberKind } from '../../../lib/format';
import type { DetailKind } from '../detail/detail-model';
import { type DetailQuery, detailQueryFromPoint } from '../detail/detail-query';
import { latestMonthColumn, type MonthCell, type MonthRow, percentRow } from './monthly-table';
import { partialIndexFor, pointLines, runningIndexOf, runningSeries } from './running-month';

export const METRICS = ['asp', 'upt', 'atv'] as const;
export type Metric = (typeof METRICS)[number];

interface MetricInfo {
  /** The short name: the metric row's label and the chart's axis. */
  label: 'ASP' | 'UPT' | 'ATV';
  /** The card's title (LFL adds ' LFL'). */
  title: string;
  /** ASP and ATV are rupiah, read whole; UPT is units, with two decimals. */
  kind: NumberKind;
}

export const METRIC_INFO: Record<Metric, MetricInfo> = {
  asp: { label: 'ASP', title: 'AVERAGE SELLING PRICE ( ASP )', kind: 'rupiah' },
  upt: { label: 'UPT', title: 'UNIT PER TRANSACTION ( UPT )', kind: 'ratio' },
  atv: { label: 'ATV', title: 'AVERAGE TRANSACTION VALUE ( ATV )', kind: 'rupiah' },
};

export function metricTitle(metric: Metric, lfl: boolean): string {
  return lfl ? `${METRIC_INFO[metric].title} LFL` : METRIC_INFO[metric].title;
}

/** The detail modal a metric opens: its title and columns (detail/detail-model.ts). */
export function metricDetailKind(metric: Metric, lfl: boolean): DetailKind {
  return lfl ? `${metric}-lfl` : metric;
}

/** Spec 000 §2: on the ASP chart (not its LFL twin) a click on series 0 is ignored. */
export function ignoresFirstSeries(metric: Metric, lfl: boolean): boolean {
  return metric === 'asp' && !lfl;
}

/** One month of a metric's table, whichever metric it is. */
export interface MetricMonth {
  category: string;
  growth: number | null;
  flag: StatusFlag;
  growthTooltip: string;
  nett: number;
  value: number | null;
  valueTooltip: string;
}

/** What every metric's month holds on the wire, whichever metric it is. */
type MetricCellBase = Omit<
  AspUptAtv['dataAverageSellingPrice']['tableData'][number],
  'asp' | 'toolip_asp'
>;

type MetricBlock = { series: ChartSeries[]; months: MetricMonth[] };

/** A block of the answer as a metric's: its series, and its months with the metric's value. */
function blockOf<Cell extends MetricCellBase>(
  { chartData, tableData }: { chartData: ChartSeries[]; tableData: Cell[] },
  metricOf: (cell: Cell) => Pick<MetricMonth, 'value' | 'valueTooltip'>,
): MetricBlock {
  return {
    series: chartData,
    months: tableData.map((cell) => ({
      category: cell.category,
      growth: cell.growth,
      flag: cell.color,
      growthTooltip: cell.toolip_growth,
      nett: cell.nett,
      ...metricOf(cell),
    })),
  };
}

const METRIC_BLOCKS: Record<Metric, (answer: AspUptAtv) => MetricBlock> = {
  asp: (answer) =>
    blockOf(answer.dataAverageSellingPrice, (cell) => ({
      value: cell.asp,
      valueTooltip: cell.toolip_asp,
    })),
  upt: (answer) =>
    blockOf(answer.dataUnitPerTransaction, (cell) => ({
      value: cell.upt,
      valueTooltip: cell.toolip_upt,
    })),
  atv: (answer) =>
    blockOf(answer.dataAverageTransactionValue, (cell) => ({
      value: cell.atv,
      valueTooltip: cell.toolip_atv,
    })),
};

/** A metric's block of the answer: its chart series and its months. */
export function metricBlock(answer: AspUptAtv, metric: Metric): MetricBlock {
  return METRIC_BLOCKS[metric](answer);
}

export function metricChart(
  categories: readonly string[],
  series: readonly ChartSeries[],
  metric: Metric,
  lfl: boolean,
  {
    runningMonth = null,
    months = [],
  }: { runningMonth?: RunningMonth | null; months?: readonly MetricMonth[] } = {},
): ChartSpec {
  const { label, kind } = METRIC_INFO[metric];
  const skipFirst = ignoresFirstSeries(metric, lfl);
  const running = runningIndexOf(runningMonth);
  // LFL compares the same days in both years, so both points of the running month are partial.
  const partialOf = (line: ChartSeries) =>
    lfl ? (running ?? undefined) : partialIndexFor(runningMonth, line.years);
  return {
    categories,
    series: runningSeries(series, partialOf),
    axes: [{ name: label, labels: metric === 'upt' ? 'decimal' : 'abbreviated', range: 'data' }],
    colors: lfl ? SERIES_COLORS.aspUptAtvLfl : SERIES_COLORS.aspUptAtv,
    legendHeight: LEGEND_HEIGHT,
    runningIndex: running,
    tooltip: (point) => {
      const line = series[point.seriesIndex];
      const shown = `${label} : ${formatNumber(kind, point.value)}`;
      const isRunning = runningMonth && line && partialOf(line) === point.dataIndex;
      return pointLines(
        point,
        shown,
        isRunning
          ? {
              runningMonth,
              lastYear: line.years !== runningMonth.year,
              toolip: months[point.dataIndex]?.valueTooltip,
            }
          : null,
      );
    },
    isClickable: (seriesIndex) => !(skipFirst && seriesIndex === 0),
  };
}

/** The detail a click on a metric's chart asks for, or null when the click is ignored. */
export function metricDetailQuery(
  filterQuery: Record<string, string>,
  point: { seriesIndex: number; dataIndex: number; seriesName: string },
  metric: Metric,
  lfl: boolean,
): DetailQuery | null {
  return detailQueryFromPoint(filterQuery, point, {
    ignoreFirstSeries: ignoresFirstSeries(metric, lfl),
  });
}

export interface MetricRow extends MonthRow {
  id: 'growth' | 'metric' | 'nett';
  cells: MonthCell[];
}

/**
 * The GROWTH row and the metric row. `hideWithoutNett` (outside LFL, spec 000 §5) leaves both
 * cells of a month whose nett is 0 empty.
 */
export function metricRows(
  months: readonly MetricMonth[],
  metric: Metric,
  { hideWithoutNett }: { hideWithoutNett: boolean },
): MetricRow[] {
  const shown = (month: MetricMonth, value: number | null) =>
    hideWithoutNett && month.nett === 0 ? null : value;
  return [
    percentRow(
      'growth',
      'GROWTH',
      months.map((month) => ({
        value: shown(month, month.growth),
        flag: month.flag,
        tooltip: month.growthTooltip,
      })),
    ),
    {
      id: 'metric',
      label: METRIC_INFO[metric].label,
      kind: METRIC_INFO[metric].kind,
      cells: months.map((month) => ({
        value: shown(month, month.value),
        tooltip: month.valueTooltip,
      })),
    },
  ];
}

/** The nett behind a metric, by month: a row only the spreadsheet holds. */
export function nettRow(months: readonly MetricMonth[]): MetricRow {
  return {
    id: 'nett',
    label: 'NETT',
    kind: 'rupiahShort',
    cells: months.map((month) => ({ value: month.nett === 0 ? null : month.nett })),
  };
}

/** The month a narrow metric table opens on: the running month, or the last with sales. */
export function metricFocusColumn(
  runningMonth: RunningMonth | null,
  months: readonly MetricMonth[],
): string | undefined {
  return latestMonthColumn(
    runningMonth,
    months.map((month) => (month.nett === 0 ? null : month.value)),
  );
}

/**
 * A metric's table: its GROWTH and metric rows (outside LFL, months without nett left empty),
 * the nett behind them in the spreadsheet, opening on the latest month.
 */
export function metricTable(answer: AspUptAtv, metric: Metric, lfl: boolean) {
  const { months } = metricBlock(answer, metric);
  return {
    months: answer.chartcategory,
    sections: [
      {
        id: metric,
        rows: metricRows(months, metric, { hideWithoutNett: !lfl }),
        sheetRows: [nettRow(months)],
      },
    ],
    rowId: (row: MetricRow) => row.id,
    focusColumn: metricFocusColumn(answer.runningMonth, months),
  };
}

/** True when no metric of the answer has a single month with a value. */
export function hasNoMetrics(answer: AspUptAtv): boolean {
  return METRICS.every((metric) =>
    metricBlock(answer, metric).series.every((line) => line.data.every((value) => value === null)),
  );
}
