import { type LflSalesSummary, MONTH_NAMES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { leafColumns, toSheetTable } from '../../../components/data-table/table-model';
import { buildChartOption } from '../../../lib/charts/chart-option';
import { detailQueryFromPoint } from '../detail/detail-query';
import { brandQuery } from '../sales-filter';
import {
  hasNoTraffic,
  LFL_TRAFFIC_COLUMNS,
  lflTrafficChart,
  type TrafficRow,
  trafficRows,
} from './lfl-traffic-summary-model';
import { monthColumns } from './monthly-table';
import {
  buildBrandFilter,
  buildLflAnswer,
  buildSeries,
  CONVERSION,
  drawn,
  sheetHeaders,
  TRAFFIC,
  tooltipAt,
} from './test-answers';

const CATEGORIES = MONTH_NAMES.slice(0, 2);

function cell(value: number | null, color: 'Y' | 'N' | 'X', toolip = 'Jan 2026: 1 · Jan 2025: 2') {
  return { value, color, toolip };
}

function buildTrafficAnswer(overrides: Partial<LflSalesSummary> = {}): LflSalesSummary {
  return buildLflAnswer(CATEGORIES, {
    chartTrafficData: [
      buildSeries('Traffic 2025', [404710, 380000], TRAFFIC),
      buildSeries('Traffic 2026', [410000, null], TRAFFIC),
      buildSeries('Conversion 2025', [18.09, 17.5], CONVERSION),
      buildSeries('Conversion 2026', [19.2, null], CONVERSION),
    ],
    tableTrafficData: [
      {
        category: 'TRAFFIC',
        data: [cell(410000, 'Y', 'Jan 2026: 410.000 · Jan 2025: 404.710'), cell(null, 'X')],
      },
      { category: 'TRANSACTION', data: [cell(78720, 'N'), cell(null, 'X')] },
      { category: 'CONVERSION %', data: [cell(19.2, 'Y'), cell(null, 'X')] },
    ],
    ...overrides,
  });
}

describe('the LFL traffic chart', () => {
  const answer = buildTrafficAnswer();
  const spec = lflTrafficChart(answer);

  it('puts traffic columns on the left axis and conversion lines on the opposite one', () => {
    const option = buildChartOption(spec);
    const { series, axes } = drawn(option);
    expect(series.map((line) => [line.type, line.yAxisIndex])).toEqual([
      ['bar', 0],
      ['bar', 0],
      ['line', 1],
      ['line', 1],
    ]);
    expect(axes.map((axis) => [axis.name, axis.position])).toEqual([
      ['Traffic', 'left'],
      ['Conversion %', 'right'],
    ]);
    expect((option.grid as { top: number }).top).toBe(50 + 12);
    expect(option.color).toEqual(['#f59f00', '#1c7ed6']);
  });

  it('reads visitors as a count and conversion as a percentage in the tooltip', () => {
    expect(tooltipAt(spec, 1, 0, 410000)).toEqual(['Jan · Traffic 2026', '410.000 visitors']);
    expect(tooltipAt(spec, 3, 0, 19.2)).toEqual(['Jan · Conversion 2026', '19,20%']);
  });

  it('opens the detail of any clicked series, last year included', () => {
    const filterQuery = brandQuery(buildBrandFilter());
    expect(
      detailQueryFromPoint(
        filterQuery,
        { seriesIndex: 2, dataIndex: 1, seriesName: 'Conversion 2025' },
        { ignoreFirstSeries: false },
      ),
    ).toMatchObject({ year: '2025', month: '2' });
    expect(buildChartOption(spec).series).toSatisfy((series: { cursor: string }[]) =>
      series.every((line) => line.cursor === 'pointer'),
    );
  });
});

describe('the LFL traffic table', () => {
  const answer = buildTrafficAnswer();
  const opened: number[] = [];
  const columns = monthColumns<TrafficRow>(answer.tableHeader, 2026, {
    ...LFL_TRAFFIC_COLUMNS,
    monthAction: (index) => ({
      label: `Open TRAFFIC DETAIL LFL ${index}`,
      onActivate: () => opened.push(index),
    }),
  });
  const rows = trafficRows(answer.tableTrafficData);
  const [traffic, transaction] = rows as [TrafficRow, TrafficRow, TrafficRow];

  it('has one row per category, counts as counts and conversion as a percentage, coloured by flag', () => {
    const sheet = toSheetTable({
      columns,
      sections: [{ id: 't', rows }],
      rowId: (row) => row.label,
    });
    expect(sheetHeaders(sheet)).toEqual(['2026', 'Jan', 'Feb']);
    expect(sheet.sections[0]?.rows).toEqual([
      [{ value: 'TRAFFIC' }, { value: 410000, numFmt: '#,##0', tone: 'good' }, { value: null }],
      [{ value: 'TRANSACTION' }, { value: 78720, numFmt: '#,##0', tone: 'bad' }, { value: null }],
      [{ value: 'CONVERSION %' }, { value: 0.192, numFmt: '0.00%', tone: 'good' }, { value: null }],
    ]);
  });

  it('shows values without arrows, with the server toolip, and opens a month from its heading', () => {
    const jan = leafColumns(columns)[1];
    expect(jan?.arrows).toBe(false);
    expect(jan?.flag?.(transaction)).toBe('N');
    expect(leafColumns(columns)[2]?.flag?.(traffic)).toBe('X');
    expect(jan?.tooltip?.(traffic)).toBe('Jan 2026: 410.000 · Jan 2025: 404.710');
    leafColumns(columns)[1]?.headerAction?.onActivate();
    expect(opened).toEqual([0]);
  });

  it('tells an answer without traffic', () => {
    expect(hasNoTraffic(answer)).toBe(false);
    expect(
      hasNoTraffic(
        buildTrafficAnswer({
          chartTrafficData: [],
          tableTrafficData: [{ category: 'TRAFFIC', data: [cell(null, 'X')] }],
        }),
      ),
    ).toBe(true);
  });
});
