import type { TrafficSummary } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { toSheetTable } from '../../../components/data-table/table-model';
import { buildChartOption } from '../../../lib/charts/chart-option';
import { lflTrafficSummaryWidget } from './lfl-traffic-summary-widget';
import { monthColumns } from './monthly-table';
import {
  buildBrandFilter,
  buildRunningMonth,
  buildSeries,
  CONVERSION,
  drawn,
  TRAFFIC,
  tooltipAt,
} from './test-answers';
import {
  TRAFFIC_COLUMNS,
  type TrafficRow,
  trafficChart,
  trafficFocusColumn,
  trafficRows,
} from './traffic-summary-model';
import { trafficSummaryWidget } from './traffic-summary-widget';

const chartData: TrafficSummary['chartData'] = [
  buildSeries('Traffic 2024', [281012], TRAFFIC),
  buildSeries('Traffic 2025', [369237], TRAFFIC),
  buildSeries('Traffic 2026', [404710], TRAFFIC),
  buildSeries('Conversion 2024', [17.86], CONVERSION),
  buildSeries('Conversion 2025', [17.93], CONVERSION),
  buildSeries('Conversion 2026', [18.09], CONVERSION),
];

describe('the traffic chart', () => {
  const spec = trafficChart(['Jan'], chartData);

  it('puts traffic columns left and conversion lines on a fitted opposite axis, red/amber/blue', () => {
    const option = buildChartOption(spec);
    const { series, axes } = drawn(option);
    expect(series.map((line) => [line.type, line.yAxisIndex])).toEqual([
      ['bar', 0],
      ['bar', 0],
      ['bar', 0],
      ['line', 1],
      ['line', 1],
      ['line', 1],
    ]);
    expect(series[0]?.cursor).toBe('default');
    expect(option.color).toEqual(['#e03131', '#f59f00', '#1c7ed6']);
    expect((option.grid as { top: number }).top).toBe(50 + 12);
    expect(axes.map((axis) => axis.position)).toEqual(['left', 'right']);
    // Conversion rates lie close together: their axis does not start at 0.
    expect(axes[0]?.min).toBe(0);
    expect(axes[1]?.min).toBeGreaterThan(15);
    expect(axes[1]?.max).toBeLessThan(20);
  });

  it('reads visitors and conversion in the tooltip', () => {
    expect(tooltipAt(spec, 2, 0, 404710)).toEqual(['Jan · Traffic 2026', '404.710 visitors']);
    expect(tooltipAt(spec, 5, 0, 18.09)).toEqual(['Jan · Conversion 2026', '18,09%']);
  });
});

describe('the traffic table', () => {
  const rows = trafficRows([
    {
      category: 'TRAFFIC',
      data: [{ value: 404710, color: 'Y', toolip: 'Jan 2026: 404.710 · Jan 2025: 369.237' }],
    },
    {
      category: 'TRANSACTION',
      data: [{ value: null, color: 'X', toolip: 'Jan 2026: - · Jan 2025: 1' }],
    },
    {
      category: 'CONVERSION %',
      data: [{ value: 17.76, color: 'N', toolip: 'Jan 2026: 17,76% · Jan 2025: 17,94%' }],
    },
  ]);

  it('keeps counts and percentages as numbers in their own formats', () => {
    const sheet = toSheetTable({
      columns: monthColumns<TrafficRow>(['Jan'], 2026, TRAFFIC_COLUMNS),
      sections: [{ id: 'traffic', rows }],
      rowId: (row) => row.label,
    });
    expect(sheet.sections[0]?.rows).toEqual([
      [{ value: 'TRAFFIC' }, { value: 404710, numFmt: '#,##0', tone: 'good' }],
      [{ value: 'TRANSACTION' }, { value: null }],
      [{ value: 'CONVERSION %' }, { value: 0.1776, numFmt: '0.00%', tone: 'bad' }],
    ]);
  });

  it('opens on the running month, or the last with traffic', () => {
    expect(trafficFocusColumn(null, rows)).toBe('month-0');
    expect(trafficFocusColumn(null, trafficRows([]))).toBeUndefined();
  });
});

describe('the running month in the traffic chart', () => {
  const running = buildRunningMonth(2026, 1);
  const rows = [
    {
      category: 'TRAFFIC',
      data: [
        {
          value: 404710,
          color: 'Y' as const,
          toolip: '1–20 Jan 2026: 404.710 · 1–20 Jan 2025: 369.237',
        },
      ],
    },
  ];
  const spec = trafficChart(['Jan'], chartData, { runningMonth: running, rows });

  it('draws this year’s column and line partial, earlier years whole', () => {
    expect(spec.series.map((line) => line.partialIndex)).toEqual([
      undefined,
      undefined,
      0,
      undefined,
      undefined,
      0,
    ]);
  });

  it('names the days and what they are compared with in the tooltip', () => {
    expect(tooltipAt(spec, 2, 0, 404710)).toEqual([
      'Jan MTD · Traffic 2026',
      '1–20 Jan 2026, 20 of 31 days',
      '404.710 visitors',
      '1–20 Jan 2026: 404.710',
      '1–20 Jan 2025: 369.237',
    ]);
  });
});

describe('a traffic widget without readings', () => {
  it('says there are no traffic readings, and for ONLINE that it has no door counter', () => {
    const online = buildBrandFilter({ type: 'ONLINE' });
    const stores = buildBrandFilter();
    for (const widget of [trafficSummaryWidget, lflTrafficSummaryWidget]) {
      expect(widget.emptyText?.(online)).toBe(
        'No traffic readings for this selection (no door counter)',
      );
      expect(widget.emptyText?.(stores)).toBe('No traffic readings for this selection');
    }
  });
});
