import { type LflSalesSummary, lflSalesSummarySchema, MONTH_NAMES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { leafColumns, toSheetTable } from '../../../components/data-table/table-model';
import { buildChartOption } from '../../../lib/charts/chart-option';
import { detailQueryFromPoint } from '../detail/detail-query';
import {
  hasNoTraffic,
  lflTrafficChart,
  lflTrafficColumns,
  type TrafficRow,
  trafficRows,
} from './lfl-traffic-summary-model';

const CATEGORIES = MONTH_NAMES.slice(0, 2);

function cell(value: number | null, color: 'Y' | 'N' | 'X', toolip = 'Jan 2026: 1 · Jan 2025: 2') {
  return { value, color, toolip };
}

function buildTrafficAnswer(overrides: Partial<LflSalesSummary> = {}): LflSalesSummary {
  return lflSalesSummarySchema.parse({
    datalastupdate: { dateLastViewFormat: '2026-10-31', chartsubtitle: 'Data until 2026-10-31' },
    chartcategory: CATEGORIES,
    runningMonth: null,
    chartSalesSummaryData: [],
    tableSalesSummaryData: [],
    main: [],
    tableHeader: CATEGORIES,
    chartTrafficData: [
      { name: 'Traffic 2025', years: 2025, type: 'bar', yAxisIndex: 0, data: [404710, 380000] },
      { name: 'Traffic 2026', years: 2026, type: 'bar', yAxisIndex: 0, data: [410000, null] },
      { name: 'Conversion 2025', years: 2025, type: 'line', yAxisIndex: 1, data: [18.09, 17.5] },
      { name: 'Conversion 2026', years: 2026, type: 'line', yAxisIndex: 1, data: [19.2, null] },
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
    const series = option.series as { type: string; yAxisIndex: number }[];
    expect(series.map((line) => [line.type, line.yAxisIndex])).toEqual([
      ['bar', 0],
      ['bar', 0],
      ['line', 1],
      ['line', 1],
    ]);
    const axes = option.yAxis as { name: string; position: string }[];
    expect(axes.map((axis) => [axis.name, axis.position])).toEqual([
      ['Traffic', 'left'],
      ['Conversion %', 'right'],
    ]);
    expect((option.grid as { top: number }).top).toBe(50 + 12);
    expect(option.color).toEqual(['#f59f00', '#1c7ed6']);
  });

  it('reads visitors as a count and conversion as a percentage in the tooltip', () => {
    expect(
      spec.tooltip({
        seriesIndex: 1,
        dataIndex: 0,
        seriesName: 'Traffic 2026',
        category: 'Jan',
        value: 410000,
      }),
    ).toEqual(['Jan · Traffic 2026', '410.000 visitors']);
    expect(
      spec.tooltip({
        seriesIndex: 3,
        dataIndex: 0,
        seriesName: 'Conversion 2026',
        category: 'Jan',
        value: 19.2,
      }),
    ).toEqual(['Jan · Conversion 2026', '19,20%']);
  });

  it('opens the detail of any clicked series, last year included', () => {
    const filterQuery = {
      company: 'KCG01',
      type: 'STORES',
      group: 'O',
      outlet: 'All',
      year: '2026',
    };
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
  const columns = lflTrafficColumns(answer.tableHeader, 2026, (index) => ({
    label: `Open TRAFFIC DETAIL LFL ${index}`,
    onActivate: () => opened.push(index),
  }));
  const rows = trafficRows(answer.tableTrafficData);
  const [traffic, transaction] = rows as [TrafficRow, TrafficRow, TrafficRow];

  it('has one row per category, counts as counts and conversion as a percentage, coloured by flag', () => {
    const sheet = toSheetTable({
      columns,
      sections: [{ id: 't', rows }],
      rowId: (row) => row.label,
    });
    expect(sheet.columns.map((column) => column.header)).toEqual(['2026', 'Jan', 'Feb']);
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
