/**
 * LFL SUMMARY (lflsalessummary, spec 000 §2): like-for-like nett per month for last year and
 * this year, the GROWTH row, and the ACHIEVEMENT DETAIL (LFL) of a month. It shares its call
 * with the LFL traffic summary, so the answer is fetched once for both.
 */
import type { LflSalesSummary } from '@outlet-pulse/contracts';
import { lflSummaryCall } from '../api/sales-queries';
import { DETAIL_TITLES } from '../detail/detail-model';
import { type BrandFilter, brandQuery } from '../sales-filter';
import {
  hasNoLflSales,
  LFL_SUMMARY_TITLE,
  lflAmountRows,
  lflGrowthRow,
  lflSummaryChart,
  lflSummaryYear,
} from './lfl-sales-summary-model';
import { monthButton, pointDetail } from './month-detail';
import { focusMonthColumn, type SummaryRow, summaryColumns } from './sales-summary-model';
import type { WidgetDefinition } from './widget-definition';

const TITLE = LFL_SUMMARY_TITLE;

export const lflSalesSummaryWidget: WidgetDefinition<BrandFilter, LflSalesSummary, SummaryRow> = {
  name: 'LflSalesSummaryWidget',
  title: TITLE,
  call: lflSummaryCall,
  query: brandQuery,
  isEmpty: hasNoLflSales,
  details: ['sales-lfl'],
  views: (data, { filter, query, select }) => {
    const month = { select, detail: 'sales-lfl', query } as const;
    const year = lflSummaryYear(data, filter.year);
    const focusColumn = focusMonthColumn(
      data.runningMonth,
      data.chartSalesSummaryData.at(-1)?.data ?? [],
    );
    return [
      {
        key: 'growth',
        chart: {
          spec: lflSummaryChart(data),
          label: `${TITLE} chart: like-for-like nett per month, ${data.chartSalesSummaryData.map((line) => line.name).join(', ')}`,
          onPointClick: pointDetail(month, { ignoreFirstSeries: false }),
        },
        table: {
          model: {
            columns: summaryColumns(
              data.chartcategory,
              year,
              monthButton(month, year, data.chartcategory, {
                title: `${DETAIL_TITLES['sales-lfl']} LFL`,
              }),
              data.runningMonth,
            ),
            sections: [
              {
                id: 'growth',
                rows: [lflGrowthRow(data.tableSalesSummaryData)],
                sheetRows: lflAmountRows(data),
              },
            ],
            rowId: (row) => row.id,
            ...(focusColumn ? { focusColumn } : {}),
          },
          label: `${TITLE} growth`,
          fileName: `${TITLE} ${filter.company} ${year}`,
        },
      },
    ];
  },
};
