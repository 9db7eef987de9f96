/**
 * TRAFFIC SUMMARY & CONVERSION RATE (charttrafficsummary, spec 000 §2): visitors per month as
 * columns and the conversion rate as lines on the opposite axis, for the chosen year and the two
 * before; the table by month; and the TRAFFIC DETAIL of a month (chartsalessummarydetail, with
 * the traffic columns). A click on series 0 is ignored, as the spec says.
 */
import type { TrafficSummary } from '@outlet-pulse/contracts';
import { trafficSummaryCall } from '../api/sales-queries';
import { type BrandFilter, brandQuery } from '../sales-filter';
import { monthButton, pointDetail } from './month-detail';
import { hasNoSales } from './sales-summary-model';
import {
  type TrafficRow,
  trafficChart,
  trafficColumns,
  trafficFocusColumn,
  trafficRows,
} from './traffic-summary-model';
import type { WidgetDefinition } from './widget-definition';

const TITLE = 'TRAFFIC SUMMARY & CONVERSION RATE';

export const trafficSummaryWidget: WidgetDefinition<BrandFilter, TrafficSummary, TrafficRow> = {
  name: 'TrafficSummaryWidget',
  title: TITLE,
  call: trafficSummaryCall,
  query: brandQuery,
  isEmpty: (data) => hasNoSales(data.chartData),
  details: ['traffic'],
  views: (data, { filter, query, select }) => {
    const month = { select, detail: 'traffic', query } as const;
    const year = filter.year;
    const rows = trafficRows(data.tableTrafficData);
    const focusColumn = trafficFocusColumn(data.runningMonth, rows);
    return [
      {
        key: 'traffic',
        chart: {
          spec: trafficChart(data.chartcategory, data.chartData, {
            runningMonth: data.runningMonth,
            rows: data.tableTrafficData,
          }),
          label: `${TITLE} chart: visitors and conversion rate per month`,
          onPointClick: pointDetail(month, { ignoreFirstSeries: true }),
        },
        table: {
          model: {
            columns: trafficColumns(
              data.tableHeader,
              year,
              monthButton(month, year, data.tableHeader),
              data.runningMonth,
            ),
            sections: [{ id: 'traffic', rows }],
            rowId: (row) => row.label,
            ...(focusColumn ? { focusColumn } : {}),
          },
          label: `${TITLE} by month`,
          fileName: `TRAFFIC SUMMARY ${filter.company} ${year}`,
        },
      },
    ];
  },
};
