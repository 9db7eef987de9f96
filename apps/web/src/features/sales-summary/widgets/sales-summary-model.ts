/**
 * The sales summary (chartsalessummary) and its all-brand view (chartsalessummaryviewbyall) as
 * a chart and tables, without React (spec 000 §2, Sales summary):
 * - the chart: one line per year (or per brand), 'Nett Summary' on a K/M/B/T/Q axis, gaps for
 *   months without sales, a tooltip with the month's nett and target in 'Rp.';
 * - the table: GROWTH and ACHIEVEMENT rows by month, each cell a percentage with an arrow and
 *   colour from the server's Y/N flag and the server's toolip; cells whose value is 0 (or that
 *   have no sales) stay empty.
 */
import type { SalesSummary, StatusFlag } from '@outlet-pulse/contracts';
import { type ChartSpec, LEGEND_HEIGHT, SERIES_COLORS } from '../../../lib/charts/chart-option';
import { formatRupiah } from '../../../lib/format';
import type { TableAction, TableColumn } from '../shared/table-model';

export const SALES_AXIS_NAME = 'Nett Summary';

type SummarySeries = SalesSummary['chart'][number];
type GrowthCell = SalesSummary['tablegrowth'][number];
type AchievementCell = SalesSummary['tableachievement'][number];

export function salesSummaryChart(
  categories: readonly string[],
  series: readonly SummarySeries[],
  {
    colors = SERIES_COLORS.salesSummary,
    ignoreFirstSeries = true,
  }: { colors?: readonly string[]; ignoreFirstSeries?: boolean } = {},
): ChartSpec {
  return {
    categories,
    series: series.map((line) => ({ name: line.name, type: 'line', data: line.data })),
    axes: [{ name: SALES_AXIS_NAME, labels: 'abbreviated' }],
    colors,
    legendHeight: LEGEND_HEIGHT,
    tooltip: ({ seriesIndex, dataIndex, seriesName, category, value }) => {
      const target = series[seriesIndex]?.months[dataIndex]?.target ?? null;
      return [
        `${category} · ${seriesName}`,
        formatRupiah(value),
        `Target : ${formatRupiah(target)}`,
      ];
    },
    isClickable: (seriesIndex) => !(ignoreFirstSeries && seriesIndex === 0),
  };
}

export interface SummaryCell {
  /** The percentage shown, or null when the cell stays empty. */
  value: number | null;
  flag: StatusFlag;
  tooltip: string;
}

export interface SummaryRow {
  id: string;
  label: 'GROWTH' | 'ACHIEVEMENT';
  cells: SummaryCell[];
}

/** Spec 000 §5: a cell whose value is 0 stays empty; so does one without sales. */
function shown(value: number | null, nett: number): number | null {
  return value === null || value === 0 || nett === 0 ? null : value;
}

export function growthRow(cells: readonly GrowthCell[], id = 'growth'): SummaryRow {
  return {
    id,
    label: 'GROWTH',
    cells: cells.map((cell) => ({
      value: shown(cell.persenNettView, cell.nettYearHere),
      flag: cell.status,
      tooltip: cell.toolip,
    })),
  };
}

export function achievementRow(cells: readonly AchievementCell[], id = 'achievement'): SummaryRow {
  return {
    id,
    label: 'ACHIEVEMENT',
    cells: cells.map((cell) => ({
      value: shown(cell.achievementPersen, cell.nett),
      flag: cell.status,
      tooltip: cell.toolip,
    })),
  };
}

/**
 * The label column and one column per month. `monthAction` makes a month's heading a button
 * that opens its detail: the keyboard's way to a click on the chart.
 */
export function summaryColumns(
  categories: readonly string[],
  year: number,
  monthAction?: (monthIndex: number) => TableAction,
): TableColumn<SummaryRow>[] {
  return [
    { id: 'label', header: String(year), rowHeader: true, value: (row) => row.label },
    ...categories.map(
      (category, index): TableColumn<SummaryRow> => ({
        id: `month-${index}`,
        header: category,
        kind: 'percent',
        value: (row) => row.cells[index]?.value ?? null,
        flag: (row) => row.cells[index]?.flag,
        arrows: true,
        tooltip: (row) => row.cells[index]?.tooltip,
        ...(monthAction ? { headerAction: monthAction(index) } : {}),
      }),
    ),
  ];
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
