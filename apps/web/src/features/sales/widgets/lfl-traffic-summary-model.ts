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
import type { LflSalesSummary } from '@outlet-pulse/contracts';
import { type ChartSpec, SERIES_COLORS } from '../../../lib/charts/chart-option';
import type { MonthColumnOptions } from './monthly-table';
import { trafficChart } from './traffic-summary-model';

export {
  noTrafficText,
  type TrafficRow,
  trafficFocusColumn,
  trafficRows,
  trafficTable,
} from './traffic-summary-model';

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

/** The LFL traffic table's months: counts, each value coloured by its flag, without arrows. */
export const LFL_TRAFFIC_COLUMNS: MonthColumnOptions = { kind: 'count', arrows: false };

/** True when neither the chart nor the table holds a single value. */
export function hasNoTraffic(answer: LflSalesSummary): boolean {
  return (
    answer.chartTrafficData.every((line) => line.data.every((value) => value === null)) &&
    answer.tableTrafficData.every((row) => row.data.every((cell) => cell.value === null))
  );
}
