/**
 * TRAFFIC SUMMARY & CONVERSION RATE LFL (lflsalessummary, spec 000 §2): like-for-like traffic
 * columns and conversion lines on the opposite axis, the table by category and month, and the
 * TRAFFIC DETAIL LFL of a month. It shares its call with the LFL sales summary, so the answer is
 * fetched once for both.
 */
import {
  hasNoTraffic,
  LFL_TRAFFIC_COLUMNS,
  lflTrafficChart,
  noTrafficText,
  type TrafficRow,
  trafficTable,
} from './lfl-traffic-summary-model';
import { lflWidget } from './monthly-widget';
import { seriesNames } from './sales-summary-model';

export const lflTrafficSummaryWidget = lflWidget<TrafficRow>({
  name: 'LflTrafficSummaryWidget',
  title: 'TRAFFIC SUMMARY & CONVERSION RATE LFL',
  isEmpty: hasNoTraffic,
  emptyText: (filter) => noTrafficText(filter.type),
  detail: 'traffic-lfl',
  chart: ({ data }) => ({
    spec: lflTrafficChart(data),
    shows: `like-for-like traffic and conversion rate per month, ${seriesNames(data.chartTrafficData)}`,
  }),
  table: ({ data }) => ({
    ...trafficTable(data),
    columns: LFL_TRAFFIC_COLUMNS,
    shows: 'by category',
  }),
});
