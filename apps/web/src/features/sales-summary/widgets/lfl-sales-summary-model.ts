/**
 * The LFL sales summary (lflsalessummary: chartSalesSummaryData, tableSalesSummaryData, main)
 * as a chart and a table, without React (spec 000 §2, LFL sales summary): the sales summary's
 * chart with LFL's two years (red, blue), whose tooltip takes the month's target from `main`,
 * and one GROWTH row. No series is ignored on click: the spec ignores series 0 only in the
 * non-LFL charts.
 */
import type { LflSalesSummary, SalesSummary } from '@outlet-pulse/contracts';
import { type ChartSpec, SERIES_COLORS } from '../../../lib/charts/chart-option';
import { yearOfSeries } from '../detail/detail-query';
import { hasNoSales, type SummaryRow, salesSummaryChart } from './sales-summary-model';

export const LFL_SUMMARY_TITLE = 'LFL SUMMARY';

type SummarySeries = SalesSummary['chart'][number];

/** The year a series stands for: its `years`, or the four digits of its name. */
function seriesYear(series: LflSalesSummary['chartSalesSummaryData'][number]): number | null {
  return series.years ?? yearOfSeries(series.name);
}

/**
 * The LFL series in the sales summary's shape: each year's months, with nett and target, read
 * from `main` (rows of tahun, bulan, nett and target).
 */
export function lflSummarySeries(answer: LflSalesSummary): SummarySeries[] {
  return answer.chartSalesSummaryData.map((series) => {
    const year = seriesYear(series) ?? 0;
    return {
      ...series,
      years: year,
      avg: null,
      months: series.data.map((nett, index) => {
        const row = answer.main.find((month) => month.tahun === year && month.bulan === index + 1);
        return { month: index + 1, nett, target: row?.target ?? null };
      }),
    };
  });
}

/** 'LFL SUMMARY': Rp. nett and 'Target :' the month's target in the tooltip. */
export function lflSummaryChart(answer: LflSalesSummary): ChartSpec {
  return salesSummaryChart(answer.chartcategory, lflSummarySeries(answer), {
    colors: SERIES_COLORS.salesSummaryLfl,
    ignoreFirstSeries: false,
  });
}

/** The GROWTH row: this year against last year over the LFL outlets, with the server's flag. */
export function lflGrowthRow(cells: LflSalesSummary['tableSalesSummaryData']): SummaryRow {
  return {
    id: 'growth',
    label: 'GROWTH',
    cells: cells.map((cell) => ({
      value: cell.persenNettView,
      flag: cell.status,
      tooltip: cell.toolip,
    })),
  };
}

/** The year of the table: the last series' (this year), or the filter's. */
export function lflSummaryYear(answer: LflSalesSummary, fallback: number): number {
  const last = answer.chartSalesSummaryData.at(-1);
  return (last && seriesYear(last)) ?? fallback;
}

export function hasNoLflSales(answer: LflSalesSummary): boolean {
  return hasNoSales(answer.chartSalesSummaryData);
}
