/**
 * SALES SUMMARY (chartsalessummary, spec 000 §2): nett per month for the chosen year and the two
 * before, the GROWTH and ACHIEVEMENT table, and the ACHIEVEMENT DETAIL of a month. A click on
 * the oldest year's line (series 0) is ignored, as the spec says. The running month reads as
 * month-to-date in the chart and the table.
 */
import type { SalesSummary } from '@outlet-pulse/contracts';
import { salesSummaryCall } from '../api/sales-queries';
import { type BrandFilter, brandQuery } from '../sales-filter';
import { monthButton, pointDetail } from './month-detail';
import {
  achievementRow,
  amountRows,
  focusMonthColumn,
  growthRow,
  hasNoSales,
  type SummaryRow,
  salesSummaryChart,
  summaryColumns,
} from './sales-summary-model';
import type { WidgetDefinition } from './widget-definition';

const TITLE = 'SALES SUMMARY';

export const salesSummaryWidget: WidgetDefinition<BrandFilter, SalesSummary, SummaryRow> = {
  name: 'SalesSummaryWidget',
  title: TITLE,
  call: salesSummaryCall,
  query: brandQuery,
  isEmpty: (data) => hasNoSales(data.chart),
  details: ['sales'],
  views: (data, { filter, query, select }) => {
    const month = { select, detail: 'sales', query } as const;
    const year = data.chart.at(-1)?.years ?? filter.year;
    const focusColumn = focusMonthColumn(
      data.runningMonth,
      data.tablegrowth.map((cell) => cell.nettYearHere),
    );
    return [
      {
        key: 'summary',
        chart: {
          spec: salesSummaryChart(data.chartcategory, data.chart, {
            runningMonth: data.runningMonth,
            runningPacing: () => data.pacing.month,
          }),
          label: `${TITLE} chart: nett per month, ${data.chart.map((line) => line.name).join(', ')}`,
          onPointClick: pointDetail(month, { ignoreFirstSeries: true }),
        },
        table: {
          model: {
            columns: summaryColumns(
              data.tablecategory,
              year,
              monthButton(month, year, data.tablecategory),
              data.runningMonth,
            ),
            sections: [
              {
                id: 'summary',
                rows: [growthRow(data.tablegrowth), achievementRow(data.tableachievement)],
                sheetRows: amountRows(data.tablegrowth, data.tableachievement, year),
              },
            ],
            rowId: (row) => row.id,
            ...(focusColumn ? { focusColumn } : {}),
          },
          label: `${TITLE} growth and achievement`,
          fileName: `${TITLE} ${filter.company} ${year}`,
        },
      },
    ];
  },
};
