/**
 * Loads echarts (echart.tsx) in its own chunk. A module apart from chart.tsx so that a route's
 * first calls (features/sales/api/prefetch-summary.ts, in the app's first chunk) can start the
 * download without bringing the chart component and its options into that chunk, which the
 * sign-in page loads too.
 */
export const loadEChart = () => import('./echart');

/**
 * Starts loading echarts before any chart has data, so that its download and parsing overlap
 * the screen's first calls instead of following them.
 */
export function preloadCharts(): void {
  void loadEChart();
}
