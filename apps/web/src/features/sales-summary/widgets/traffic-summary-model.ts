/**
 * TRAFFIC SUMMARY & CONVERSION RATE (charttrafficsummary) as a chart and a table, without React
 * (spec 000 §2, Traffic summary): traffic as columns on the left axis, the conversion rate as
 * lines on the opposite axis, one of each per year; the table has TRAFFIC, TRANSACTION and
 * CONVERSION % rows by month, each cell with an arrow and colour from the server's Y/N flag (X:
 * neutral, no arrow) and the server's toolip.
 */
import type { StatusFlag, TrafficSummary } from '@outlet-pulse/contracts';
import {
  type ChartSpec,
  SERIES_COLORS,
  TRAFFIC_LEGEND_HEIGHT,
} from '../../../lib/charts/chart-option';
import { formatCount, formatPercent, type NumberKind } from '../../../lib/format';
import type { TableAction, TableColumn } from '../shared/table-model';

export const TRAFFIC_AXIS_NAME = 'Traffic';
export const CONVERSION_AXIS_NAME = 'Conversion %';
/** The table row of the conversion rate: a percentage, where the others are counts. */
export const CONVERSION_ROW = 'CONVERSION %';

export function trafficChart(
  categories: readonly string[],
  series: TrafficSummary['chartData'],
  { colors = SERIES_COLORS.traffic }: { colors?: readonly string[] } = {},
): ChartSpec {
  return {
    categories,
    series: series.map((line) => ({
      name: line.name,
      type: line.type,
      data: line.data,
      yAxisIndex: line.yAxisIndex,
    })),
    axes: [
      { name: TRAFFIC_AXIS_NAME, labels: 'abbreviated' },
      { name: CONVERSION_AXIS_NAME, labels: 'percent' },
    ],
    colors,
    legendHeight: TRAFFIC_LEGEND_HEIGHT,
    tooltip: ({ seriesIndex, seriesName, category, value }) => {
      const conversion = series[seriesIndex]?.yAxisIndex === 1;
      return [
        `${category} · ${seriesName}`,
        conversion ? formatPercent(value) : `${formatCount(value)} visitors`,
      ];
    },
    isClickable: (seriesIndex) => seriesIndex !== 0,
  };
}

export interface TrafficRow {
  label: string;
  kind: NumberKind;
  cells: { value: number | null; flag: StatusFlag; tooltip: string }[];
}

export function trafficRows(rows: TrafficSummary['tableTrafficData']): TrafficRow[] {
  return rows.map((row) => ({
    label: row.category,
    kind: row.category === CONVERSION_ROW ? 'percent' : 'count',
    cells: row.data.map((cell) => ({ value: cell.value, flag: cell.color, tooltip: cell.toolip })),
  }));
}

export function trafficColumns(
  categories: readonly string[],
  year: number,
  monthAction?: (monthIndex: number) => TableAction,
): TableColumn<TrafficRow>[] {
  return [
    { id: 'label', header: String(year), rowHeader: true, value: (row) => row.label },
    ...categories.map(
      (category, index): TableColumn<TrafficRow> => ({
        id: `month-${index}`,
        header: category,
        kind: 'count',
        rowKind: (row) => row.kind,
        value: (row) => row.cells[index]?.value ?? null,
        flag: (row) => row.cells[index]?.flag,
        arrows: true,
        tooltip: (row) => row.cells[index]?.tooltip,
        ...(monthAction ? { headerAction: monthAction(index) } : {}),
      }),
    ),
  ];
}
