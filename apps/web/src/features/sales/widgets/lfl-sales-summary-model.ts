/**
 * The LFL sales summary (lflsalessummary: chartSalesSummaryData, tableSalesSummaryData, main)
 * as a chart and a table, without React (spec 000 §2, LFL sales summary): the sales summary's
 * chart with LFL's two years (red, blue), whose tooltip takes the month's target from `main`,
 * and one GROWTH row. No series is ignored on click: the spec ignores series 0 only in the
 * non-LFL charts. In the running month both years cover the same days (DOMAIN.md), so both
 * points of that month are partial; the spreadsheet also holds both years' LFL nett.
 */
import type { LflSalesSummary, SalesSummary } from '@outlet-pulse/contracts';
import { formatPercent } from '@outlet-pulse/contracts';
import { type ChartSpec, SERIES_COLORS } from '../../../lib/charts/chart-option';
import { yearOfSeries } from '../detail/detail-query';
import { flaggedCell, percentRow } from './monthly-table';
import { amountLine, MTD_NOTE, runningDaysLine, runningIndexOf } from './running-month';
import { hasNoSales, type SummaryRow, salesSummaryChart } from './sales-summary-model';

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

/**
 * 'LFL SUMMARY': nett and 'Target :' the month's target in the tooltip; the running month's
 * points (both years: the same days) are partial and name their days and the LFL growth.
 */
export function lflSummaryChart(answer: LflSalesSummary): ChartSpec {
  const series = lflSummarySeries(answer);
  const base = salesSummaryChart(answer.chartcategory, series, {
    colors: SERIES_COLORS.salesSummaryLfl,
    ignoreFirstSeries: false,
  });
  const runningMonth = answer.runningMonth;
  const running = runningIndexOf(runningMonth);
  if (!runningMonth || running === null) return base;
  const growth = answer.tableSalesSummaryData[running];
  return {
    ...base,
    runningIndex: running,
    series: base.series.map((line) => ({ ...line, partialIndex: running })),
    tooltip: (point) => {
      if (point.dataIndex !== running) return base.tooltip(point);
      const lastYear = series[point.seriesIndex]?.years !== runningMonth.year;
      return [
        `${point.category} ${MTD_NOTE} · ${point.seriesName}`,
        runningDaysLine(runningMonth, lastYear),
        `Nett : ${amountLine(point.value)}`,
        `LFL growth (same days) : ${formatPercent(growth?.persenNettView ?? null)}`,
      ];
    },
  };
}

/** The GROWTH row: this year against last year over the LFL outlets, with the server's flag. */
export function lflGrowthRow(cells: LflSalesSummary['tableSalesSummaryData']): SummaryRow {
  return percentRow(
    'growth',
    'GROWTH',
    cells.map((cell) => flaggedCell(cell.persenNettView, cell)),
  );
}

/** The LFL nett of each year by month, for the spreadsheet: the amounts behind GROWTH. */
export function lflAmountRows(answer: LflSalesSummary): SummaryRow[] {
  return answer.chartSalesSummaryData.map((series, index) => ({
    id: `nett-${index}`,
    label: `NETT ${series.name}`,
    kind: 'rupiahShort',
    cells: series.data.map((value) => ({ value })),
  }));
}

/** The year of the table: the last series' (this year), or the filter's. */
export function lflSummaryYear(answer: LflSalesSummary, fallback: number): number {
  const last = answer.chartSalesSummaryData.at(-1);
  return (last && seriesYear(last)) ?? fallback;
}

export function hasNoLflSales(answer: LflSalesSummary): boolean {
  return hasNoSales(answer.chartSalesSummaryData);
}
