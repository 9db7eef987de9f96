/**
 * LFL SUMMARY (lflsalessummary, spec 000 §2): like-for-like nett per month for last year and
 * this year, the GROWTH row, and the ACHIEVEMENT DETAIL LFL of a month. It shares its call
 * with the LFL traffic summary, so the answer is fetched once for both.
 */
import {
  hasNoLflSales,
  lflAmountRows,
  lflGrowthRow,
  lflSummaryChart,
} from './lfl-sales-summary-model';
import { lflWidget } from './monthly-widget';
import { focusMonthColumn, type SummaryRow, seriesNames } from './sales-summary-model';

export const lflSalesSummaryWidget = lflWidget<SummaryRow>({
  name: 'LflSalesSummaryWidget',
  title: 'LFL SUMMARY',
  isEmpty: hasNoLflSales,
  detail: 'sales-lfl',
  chart: ({ data }) => ({
    spec: lflSummaryChart(data),
    shows: `like-for-like nett per month, ${seriesNames(data.chartSalesSummaryData)}`,
  }),
  table: ({ data }) => ({
    months: data.chartcategory,
    sections: [
      {
        id: 'growth',
        rows: [lflGrowthRow(data.tableSalesSummaryData)],
        sheetRows: lflAmountRows(data),
      },
    ],
    rowId: (row) => row.id,
    focusColumn: focusMonthColumn(data.runningMonth, data.chartSalesSummaryData.at(-1)?.data ?? []),
    shows: 'growth',
  }),
});
