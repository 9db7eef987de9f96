/**
 * TRAFFIC SUMMARY & CONVERSION RATE (charttrafficsummary, spec 000 §2): visitors per month as
 * columns and the conversion rate as lines on the opposite axis, for the chosen year and the two
 * before; the table by month; and the TRAFFIC DETAIL of a month (chartsalessummarydetail, with
 * the traffic columns). A click on series 0 is ignored, as the spec says.
 */
import type { TrafficSummary } from '@outlet-pulse/contracts';
import { trafficSummaryCall } from '../api/sales-queries';
import { monthlyWidget } from './monthly-widget';
import { hasNoSales } from './sales-summary-model';
import {
  noTrafficText,
  TRAFFIC_COLUMNS,
  type TrafficRow,
  trafficChart,
  trafficTable,
} from './traffic-summary-model';

export const trafficSummaryWidget = monthlyWidget<TrafficSummary, TrafficRow>({
  name: 'TrafficSummaryWidget',
  title: 'TRAFFIC SUMMARY & CONVERSION RATE',
  call: trafficSummaryCall,
  year: (_data, filter) => filter.year,
  isEmpty: (data) => hasNoSales(data.chartData),
  emptyText: (filter) => noTrafficText(filter.type),
  detail: 'traffic',
  chart: ({ data }) => ({
    spec: trafficChart(data.chartcategory, data.chartData, {
      runningMonth: data.runningMonth,
      rows: data.tableTrafficData,
    }),
    shows: 'visitors and conversion rate per month',
  }),
  table: ({ data }) => ({
    ...trafficTable(data),
    columns: TRAFFIC_COLUMNS,
    shows: 'by month',
    fileTitle: 'TRAFFIC SUMMARY',
  }),
});
