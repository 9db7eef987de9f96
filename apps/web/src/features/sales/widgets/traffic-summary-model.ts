/**
 * TRAFFIC SUMMARY & CONVERSION RATE (charttrafficsummary) as a chart and a table, without React
 * (spec 000 §2, Traffic summary): traffic as columns on the left axis, the conversion rate as
 * lines on the opposite axis, one of each per year; the table has TRAFFIC, TRANSACTION and
 * CONVERSION % rows by month, each cell with an arrow and colour from the server's Y/N flag (X:
 * neutral, no arrow) and the server's toolip. The conversion axis is fitted to its rates; the
 * running month's column and line point are partial, their tooltip naming the days compared.
 */
import type { RunningMonth, StatusFlag, TrafficSummary } from '@outlet-pulse/contracts';
import { formatCount, formatPercent } from '@outlet-pulse/contracts';
import {
  type ChartSpec,
  SERIES_COLORS,
  TRAFFIC_LEGEND_HEIGHT,
} from '../../../lib/charts/chart-option';
import { latestMonthColumn, type MonthColumnOptions, type MonthRow } from './monthly-table';
import { partialIndexFor, pointLines, runningIndexOf, runningSeries } from './running-month';

export const TRAFFIC_AXIS_NAME = 'Traffic';

/** What a traffic widget without a single reading says (its sales may be there all the same). */
export const NO_TRAFFIC_TEXT = 'No traffic readings for this selection';

/** Channels whose outlets have no door to count visitors at. */
const TYPES_WITHOUT_DOOR_COUNTER: readonly string[] = ['ONLINE'];

/**
 * The empty text of a traffic widget: no readings, and why where the type says so ('(no door
 * counter)' for ONLINE), never 'No sales', which an online shop with sales would contradict.
 */
export function noTrafficText(type: string): string {
  return TYPES_WITHOUT_DOOR_COUNTER.includes(type)
    ? `${NO_TRAFFIC_TEXT} (no door counter)`
    : NO_TRAFFIC_TEXT;
}
export const CONVERSION_AXIS_NAME = 'Conversion %';
/** The table row of the conversion rate: a percentage, where the others are counts. */
export const CONVERSION_ROW = 'CONVERSION %';
const TRAFFIC_ROW = 'TRAFFIC';

export interface TrafficChartOptions {
  colors?: readonly string[];
  runningMonth?: RunningMonth | null;
  /** The table's rows, whose running-month toolips name the days each year covers. */
  rows?: TrafficSummary['tableTrafficData'];
  /** LFL: last year's running month covers the same days too, so every year's is partial. */
  sameDaysEveryYear?: boolean;
}

export function trafficChart(
  categories: readonly string[],
  series: TrafficSummary['chartData'],
  {
    colors = SERIES_COLORS.traffic,
    runningMonth = null,
    rows = [],
    sameDaysEveryYear = false,
  }: TrafficChartOptions = {},
): ChartSpec {
  const running = runningIndexOf(runningMonth);
  const partialOf = (line: TrafficSummary['chartData'][number]) =>
    sameDaysEveryYear ? (running ?? undefined) : partialIndexFor(runningMonth, line.years);
  return {
    categories,
    series: runningSeries(series, partialOf, (line) => ({
      type: line.type,
      yAxisIndex: line.yAxisIndex,
    })),
    axes: [
      { name: TRAFFIC_AXIS_NAME, labels: 'abbreviated' },
      // Conversion rates of the years lie a few points apart: the axis is fitted to them.
      { name: CONVERSION_AXIS_NAME, labels: 'percent', range: 'data' },
    ],
    colors,
    legendHeight: TRAFFIC_LEGEND_HEIGHT,
    runningIndex: running,
    tooltip: (point) => {
      const line = series[point.seriesIndex];
      const conversion = line?.yAxisIndex === 1;
      const shown = conversion
        ? formatPercent(point.value)
        : `${formatCount(point.value)} visitors`;
      if (!runningMonth || !line || partialOf(line) !== point.dataIndex) {
        return pointLines(point, shown, null);
      }
      const row = rows.find(
        (entry) => entry.category === (conversion ? CONVERSION_ROW : TRAFFIC_ROW),
      );
      return pointLines(point, shown, {
        runningMonth,
        lastYear: line.years !== runningMonth.year,
        toolip: row?.data[point.dataIndex]?.toolip,
      });
    },
    isClickable: (seriesIndex) => seriesIndex !== 0,
  };
}

export interface TrafficRow extends MonthRow {
  cells: { value: number | null; flag: StatusFlag; tooltip: string }[];
}

export function trafficRows(rows: TrafficSummary['tableTrafficData']): TrafficRow[] {
  return rows.map((row) => ({
    label: row.category,
    kind: row.category === CONVERSION_ROW ? 'percent' : 'count',
    cells: row.data.map((cell) => ({ value: cell.value, flag: cell.color, tooltip: cell.toolip })),
  }));
}

/** The traffic table of an answer (either call): a row per category, opening on the latest month. */
export function trafficTable(
  answer: Pick<TrafficSummary, 'tableHeader' | 'tableTrafficData' | 'runningMonth'>,
) {
  const rows = trafficRows(answer.tableTrafficData);
  return {
    months: answer.tableHeader,
    sections: [{ id: 'traffic', rows }],
    rowId: (row: TrafficRow) => row.label,
    focusColumn: trafficFocusColumn(answer.runningMonth, rows),
  };
}

/** How the traffic table's months read: counts (the conversion row says percent), with arrows. */
export const TRAFFIC_COLUMNS: MonthColumnOptions = { kind: 'count' };

/** The month a narrow traffic table opens on: the running month, or the last with traffic. */
export function trafficFocusColumn(
  runningMonth: RunningMonth | null,
  rows: readonly TrafficRow[],
): string | undefined {
  return latestMonthColumn(runningMonth, rows[0]?.cells.map((cell) => cell.value) ?? []);
}
