import type { TrafficSummary } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { toSheetTable } from '../../../components/data-table/table-model';
import { buildChartOption } from '../../../lib/charts/chart-option';
import {
  trafficChart,
  trafficColumns,
  trafficFocusColumn,
  trafficRows,
} from './traffic-summary-model';

const series = (
  name: string,
  type: 'bar' | 'line',
  yAxisIndex: 0 | 1,
  data: (number | null)[],
) => ({
  name,
  years: Number(name.slice(-4)),
  type,
  yAxisIndex,
  data,
});

const chartData: TrafficSummary['chartData'] = [
  series('Traffic 2024', 'bar', 0, [281012]),
  series('Traffic 2025', 'bar', 0, [369237]),
  series('Traffic 2026', 'bar', 0, [404710]),
  series('Conversion 2024', 'line', 1, [17.86]),
  series('Conversion 2025', 'line', 1, [17.93]),
  series('Conversion 2026', 'line', 1, [18.09]),
];

describe('the traffic chart', () => {
  const spec = trafficChart(['Jan'], chartData);

  it('puts traffic columns left and conversion lines on a fitted opposite axis, red/amber/blue', () => {
    const option = buildChartOption(spec);
    const drawn = option.series as { type: string; yAxisIndex: number; cursor: string }[];
    expect(drawn.map((line) => [line.type, line.yAxisIndex])).toEqual([
      ['bar', 0],
      ['bar', 0],
      ['bar', 0],
      ['line', 1],
      ['line', 1],
      ['line', 1],
    ]);
    expect(drawn[0]?.cursor).toBe('default');
    expect(option.color).toEqual(['#e03131', '#f59f00', '#1c7ed6']);
    expect((option.grid as { top: number }).top).toBe(50 + 12);
    const axes = option.yAxis as { position: string; min: number; max: number }[];
    expect(axes.map((axis) => axis.position)).toEqual(['left', 'right']);
    // Conversion rates lie close together: their axis does not start at 0.
    expect(axes[0]?.min).toBe(0);
    expect(axes[1]?.min).toBeGreaterThan(15);
    expect(axes[1]?.max).toBeLessThan(20);
  });

  it('reads visitors and conversion in the tooltip', () => {
    expect(
      spec.tooltip({
        seriesIndex: 2,
        dataIndex: 0,
        seriesName: 'Traffic 2026',
        category: 'Jan',
        value: 404710,
      }),
    ).toEqual(['Jan · Traffic 2026', '404.710 visitors']);
    expect(
      spec.tooltip({
        seriesIndex: 5,
        dataIndex: 0,
        seriesName: 'Conversion 2026',
        category: 'Jan',
        value: 18.09,
      }),
    ).toEqual(['Jan · Conversion 2026', '18,09%']);
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
      columns: trafficColumns(['Jan'], 2026),
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
  const running = {
    year: 2026,
    bulan: 1,
    from: '2026-01-01',
    to: '2026-01-20',
    daysElapsed: 20,
    daysInMonth: 31,
    lastYearFrom: '2025-01-01',
    lastYearTo: '2025-01-20',
    label: '1–20 Jan 2026',
    lastYearLabel: '1–20 Jan 2025',
  };
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
    expect(
      spec.tooltip({
        seriesIndex: 2,
        dataIndex: 0,
        seriesName: 'Traffic 2026',
        category: 'Jan',
        value: 404710,
      }),
    ).toEqual([
      'Jan MTD · Traffic 2026',
      '1–20 Jan 2026, 20 of 31 days',
      '404.710 visitors',
      '1–20 Jan 2026: 404.710',
      '1–20 Jan 2025: 369.237',
    ]);
  });
});
