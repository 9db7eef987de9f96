/**
 * TRAFFIC SUMMARY & CONVERSION RATE LFL (lflsalessummary, spec 000 §2): like-for-like traffic
 * columns and conversion lines on the opposite axis, the table by category and month, and the
 * TRAFFIC DETAIL LFL of a month. It shares its call with the LFL sales summary, so the answer is
 * fetched once for both.
 */
import type { LflSalesSummary } from '@outlet-pulse/contracts';
import { lflSummaryCall } from '../api/sales-queries';
import { type BrandFilter, brandQuery } from '../sales-filter';
import { lflSummaryYear } from './lfl-sales-summary-model';
import {
  hasNoTraffic,
  LFL_TRAFFIC_TITLE,
  lflTrafficChart,
  lflTrafficColumns,
  type TrafficRow,
  trafficFocusColumn,
  trafficRows,
} from './lfl-traffic-summary-model';
import { monthButton, pointDetail } from './month-detail';
import type { WidgetDefinition } from './widget-definition';

const TITLE = LFL_TRAFFIC_TITLE;

export const lflTrafficSummaryWidget: WidgetDefinition<BrandFilter, LflSalesSummary, TrafficRow> = {
  name: 'LflTrafficSummaryWidget',
  title: TITLE,
  call: lflSummaryCall,
  query: brandQuery,
  isEmpty: hasNoTraffic,
  details: ['traffic-lfl'],
  views: (data, { filter, query, select }) => {
    const month = { select, detail: 'traffic-lfl', query } as const;
    const year = lflSummaryYear(data, filter.year);
    const rows = trafficRows(data.tableTrafficData);
    const focusColumn = trafficFocusColumn(data.runningMonth, rows);
    return [
      {
        key: 'traffic',
        chart: {
          spec: lflTrafficChart(data),
          label: `${TITLE} chart: like-for-like traffic and conversion rate per month, ${data.chartTrafficData.map((line) => line.name).join(', ')}`,
          onPointClick: pointDetail(month, { ignoreFirstSeries: false }),
        },
        table: {
          model: {
            columns: lflTrafficColumns(
              data.tableHeader,
              year,
              monthButton(month, year, data.tableHeader),
              data.runningMonth,
            ),
            sections: [{ id: 'traffic', rows }],
            rowId: (row) => row.label,
            ...(focusColumn ? { focusColumn } : {}),
          },
          label: `${TITLE} by category`,
          fileName: `${TITLE} ${filter.company} ${year}`,
        },
      },
    ];
  },
};
