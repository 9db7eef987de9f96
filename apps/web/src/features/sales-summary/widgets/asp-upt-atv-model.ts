/**
 * The ASP / UPT / ATV panel (chartsales) and its LFL twin (lflsalesAspUptAtv) as charts and
 * tables, without React (spec 000 §2, ASP / UPT / ATV panel and LFL ASP / UPT / ATV panel):
 * - one card per metric, each a line chart with one series per year (yellow, red, blue; red and
 *   blue for LFL's two years), gaps where the ratio has no value;
 * - a table with a GROWTH row (arrow and colour from the server's flag, the growth % and the
 *   server's toolip) and the metric row (ASP, UPT or ATV with its toolip), months as headings.
 *   Outside LFL, a month whose nett is 0 leaves both cells empty;
 * - a click on a point opens the metric's detail, except on series 0 of the (non-LFL) ASP
 *   chart, which the spec ignores.
 */
import type { AspUptAtv, ChartSeries, StatusFlag } from '@outlet-pulse/contracts';
import { type ChartSpec, LEGEND_HEIGHT, SERIES_COLORS } from '../../../lib/charts/chart-option';
import { formatRatio, type NumberKind } from '../../../lib/format';
import type { DetailKind } from '../detail/detail-model';
import { type DetailQuery, detailQueryFromPoint } from '../detail/detail-query';
import type { TableAction, TableColumn } from '../shared/table-model';

export const METRICS = ['asp', 'upt', 'atv'] as const;
export type Metric = (typeof METRICS)[number];

interface MetricInfo {
  /** The short name: the metric row's label and the chart's axis. */
  label: 'ASP' | 'UPT' | 'ATV';
  /** The card's title (LFL adds ' LFL'). */
  title: string;
}

export const METRIC_INFO: Record<Metric, MetricInfo> = {
  asp: { label: 'ASP', title: 'AVERAGE SELLING PRICE ( ASP )' },
  upt: { label: 'UPT', title: 'UNIT PER TRANSACTION ( UPT )' },
  atv: { label: 'ATV', title: 'AVERAGE TRANSACTION VALUE ( ATV )' },
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

/** A metric's block of the answer: its chart series and its months. */
export function metricBlock(
  answer: AspUptAtv,
  metric: Metric,
): { series: ChartSeries[]; months: MetricMonth[] } {
  const common = (cell: MetricCellBase) => ({
    category: cell.category,
    growth: cell.growth,
    flag: cell.color,
    growthTooltip: cell.toolip_growth,
    nett: cell.nett,
  });
  switch (metric) {
    case 'asp':
      return {
        series: answer.dataAverageSellingPrice.chartData,
        months: answer.dataAverageSellingPrice.tableData.map((cell) => ({
          ...common(cell),
          value: cell.asp,
          valueTooltip: cell.toolip_asp,
        })),
      };
    case 'upt':
      return {
        series: answer.dataUnitPerTransaction.chartData,
        months: answer.dataUnitPerTransaction.tableData.map((cell) => ({
          ...common(cell),
          value: cell.upt,
          valueTooltip: cell.toolip_upt,
        })),
      };
    case 'atv':
      return {
        series: answer.dataAverageTransactionValue.chartData,
        months: answer.dataAverageTransactionValue.tableData.map((cell) => ({
          ...common(cell),
          value: cell.atv,
          valueTooltip: cell.toolip_atv,
        })),
      };
  }
}

export function metricChart(
  categories: readonly string[],
  series: readonly ChartSeries[],
  metric: Metric,
  lfl: boolean,
): ChartSpec {
  const { label } = METRIC_INFO[metric];
  const skipFirst = ignoresFirstSeries(metric, lfl);
  return {
    categories,
    series: series.map((line) => ({ name: line.name, type: 'line', data: line.data })),
    axes: [{ name: label, labels: 'abbreviated' }],
    colors: lfl ? SERIES_COLORS.aspUptAtvLfl : SERIES_COLORS.aspUptAtv,
    legendHeight: LEGEND_HEIGHT,
    // ASP and ATV are rupiah and UPT units, all with two decimals, as the table shows them.
    tooltip: ({ category, seriesName, value }) => [
      `${category} · ${seriesName}`,
      `${label} : ${formatRatio(value)}`,
    ],
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

export interface MetricCell {
  /** The number shown, or null when the cell stays empty. */
  value: number | null;
  /** The growth row's flag (arrow and colour); the metric row has none. */
  flag?: StatusFlag;
  tooltip: string;
}

export interface MetricRow {
  id: 'growth' | 'metric';
  label: string;
  kind: NumberKind;
  cells: MetricCell[];
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
    {
      id: 'growth',
      label: 'GROWTH',
      kind: 'percent',
      cells: months.map((month) => ({
        value: shown(month, month.growth),
        flag: month.flag,
        tooltip: month.growthTooltip,
      })),
    },
    {
      id: 'metric',
      label: METRIC_INFO[metric].label,
      kind: 'ratio',
      cells: months.map((month) => ({
        value: shown(month, month.value),
        tooltip: month.valueTooltip,
      })),
    },
  ];
}

/**
 * The label column and one column per month; the GROWTH row reads as a percentage, the metric
 * row as a ratio. `monthAction` makes a month's heading a button that opens its detail: the
 * keyboard's way to a click on the chart.
 */
export function metricColumns(
  categories: readonly string[],
  year: number,
  monthAction?: (monthIndex: number) => TableAction,
): TableColumn<MetricRow>[] {
  return [
    { id: 'label', header: String(year), rowHeader: true, value: (row) => row.label },
    ...categories.map(
      (category, index): TableColumn<MetricRow> => ({
        id: `month-${index}`,
        header: category,
        value: (row) => row.cells[index]?.value ?? null,
        // A number column (aligned as one); each row says how its numbers read.
        kind: 'percent',
        rowKind: (row) => row.kind,
        flag: (row) => row.cells[index]?.flag,
        arrows: true,
        tooltip: (row) => row.cells[index]?.tooltip,
        ...(monthAction ? { headerAction: monthAction(index) } : {}),
      }),
    ),
  ];
}

/** True when no metric of the answer has a single month with a value. */
export function hasNoMetrics(answer: AspUptAtv): boolean {
  return METRICS.every((metric) =>
    metricBlock(answer, metric).series.every((line) => line.data.every((value) => value === null)),
  );
}
