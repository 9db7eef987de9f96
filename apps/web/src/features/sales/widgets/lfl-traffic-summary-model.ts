/**
 * The LFL traffic summary (lflsalessummary: chartTrafficData, tableTrafficData, tableHeader) as
 * a chart and a table, without React (spec 000 §2, LFL traffic summary). It is the traffic
 * summary's chart and table (traffic-summary-model.ts) over the LFL outlets, with these
 * differences:
 * - two years (last year and this year), amber and blue;
 * - every point opens its detail: the spec ignores series 0 only in the non-LFL chart;
 * - each cell shows its value in red, green or neutral from the server's Y/N/X flag, without
 *   the arrows of the non-LFL table.
 */
import type { LflSalesSummary, RunningMonth } from '@outlet-pulse/contracts';
import type { TableAction, TableColumn } from '../../../components/data-table/table-model';
import { type ChartSpec, SERIES_COLORS } from '../../../lib/charts/chart-option';
import { type TrafficRow, trafficChart, trafficColumns } from './traffic-summary-model';

export { type TrafficRow, trafficFocusColumn, trafficRows } from './traffic-summary-model';

export const LFL_TRAFFIC_TITLE = 'TRAFFIC SUMMARY & CONVERSION RATE LFL';

export function lflTrafficChart(
  answer: Pick<
    LflSalesSummary,
    'chartcategory' | 'chartTrafficData' | 'tableTrafficData' | 'runningMonth'
  >,
): ChartSpec {
  return {
    ...trafficChart(answer.chartcategory, answer.chartTrafficData, {
      colors: SERIES_COLORS.trafficLfl,
      runningMonth: answer.runningMonth,
      rows: answer.tableTrafficData,
      sameDaysEveryYear: true,
    }),
    isClickable: () => true,
  };
}

/** The category column and one column per month, values coloured by flag, without arrows. */
export function lflTrafficColumns(
  headers: readonly string[],
  year: number,
  monthAction?: (monthIndex: number) => TableAction,
  runningMonth: RunningMonth | null = null,
): TableColumn<TrafficRow>[] {
  return trafficColumns(headers, year, monthAction, runningMonth).map((column) =>
    column.flag ? { ...column, arrows: false } : column,
  );
}

/** True when neither the chart nor the table holds a single value. */
export function hasNoTraffic(answer: LflSalesSummary): boolean {
  return (
    answer.chartTrafficData.every((line) => line.data.every((value) => value === null)) &&
    answer.tableTrafficData.every((row) => row.data.every((cell) => cell.value === null))
  );
}
