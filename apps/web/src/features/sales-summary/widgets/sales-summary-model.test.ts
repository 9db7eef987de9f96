import type { SalesSummary } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { buildChartOption } from '../../../lib/charts/chart-option';
import { leafColumns, toSheetTable } from '../shared/table-model';
import {
  achievementRow,
  companyOfSeries,
  growthRow,
  hasNoSales,
  type SummaryRow,
  salesSummaryChart,
  summaryColumns,
} from './sales-summary-model';

type Series = SalesSummary['chart'][number];

function buildSeries(year: number, data: (number | null)[], targets: (number | null)[]): Series {
  return {
    name: `Sales ${year}`,
    years: year,
    type: 'line',
    yAxisIndex: 0,
    avg: null,
    data,
    months: data.map((nett, index) => ({ month: index + 1, nett, target: targets[index] ?? null })),
  };
}

const growth = (overrides: Partial<SalesSummary['tablegrowth'][number]> = {}) => ({
  category: 'Jan',
  bulan: 1,
  status: 'Y' as const,
  persenNettView: 11.05,
  nettYearHere: 20697606752,
  nettYearLast: 18638467109,
  toolip: 'Jan 2026: Rp. 20.697.606.752 · Jan 2025: Rp. 18.638.467.109',
  ...overrides,
});

const achievement = (overrides: Partial<SalesSummary['tableachievement'][number]> = {}) => ({
  category: 'Jan',
  bulan: 1,
  status: 'N' as const,
  achievementPersen: 94.88,
  nett: 20697606752,
  target: 21814500000,
  toolip: 'Nett: Rp. 20.697.606.752 · Target: Rp. 21.814.500.000',
  ...overrides,
});

describe('the sales summary chart', () => {
  const series = [
    buildSeries(2024, [100, 200], [90, 210]),
    buildSeries(2025, [150, null], [140, 160]),
    buildSeries(2026, [28106346956, null], [29065900000, 30000000000]),
  ];
  const spec = salesSummaryChart(['Jan', 'Feb'], series);

  it('shows Rp. nett and the month target of that year in the tooltip', () => {
    expect(
      spec.tooltip({
        seriesIndex: 2,
        dataIndex: 0,
        seriesName: 'Sales 2026',
        category: 'Jan',
        value: 28106346956,
      }),
    ).toEqual(['Jan · Sales 2026', 'Rp. 28.106.346.956', 'Target : Rp. 29.065.900.000']);
    expect(
      spec.tooltip({
        seriesIndex: 1,
        dataIndex: 1,
        seriesName: 'Sales 2025',
        category: 'Feb',
        value: null,
      }),
    ).toEqual(['Feb · Sales 2025', '-', 'Target : Rp. 160']);
  });

  it('draws straight lines of width 3 with gaps, four ticks, amber/red/blue and a Nett Summary axis', () => {
    const option = buildChartOption(spec);
    const lines = option.series as {
      lineStyle: { width: number };
      smooth: boolean;
      connectNulls: boolean;
      data: unknown[];
    }[];
    expect(lines.map((line) => line.lineStyle.width)).toEqual([3, 3, 3]);
    expect(lines.every((line) => !line.smooth && !line.connectNulls)).toBe(true);
    expect(lines[1]?.data).toEqual([150, null]);
    const [axis] = option.yAxis as {
      name: string;
      splitNumber: number;
      axisLabel: { formatter: (value: number) => string };
    }[];
    expect(axis?.name).toBe('Nett Summary');
    expect(axis?.splitNumber).toBe(4);
    expect(axis?.axisLabel.formatter(30_000_000_000)).toBe('30B');
    expect(option.color).toEqual(['#f59f00', '#e03131', '#1c7ed6']);
    expect((option.legend as { height: number }).height).toBe(55);
  });

  it('makes series 0 not clickable', () => {
    const option = buildChartOption(spec);
    expect((option.series as { cursor: string }[]).map((line) => line.cursor)).toEqual([
      'default',
      'pointer',
      'pointer',
    ]);
  });

  it('escapes names in the tooltip', () => {
    const option = buildChartOption(
      salesSummaryChart(['Jan'], [{ ...buildSeries(2026, [1], [1]), name: '<b>2026</b>' }]),
    );
    const formatter = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    expect(
      formatter({ seriesIndex: 0, dataIndex: 0, seriesName: '<b>2026</b>', name: 'Jan', value: 1 }),
    ).toBe('Jan · &lt;b&gt;2026&lt;/b&gt;<br/>Rp. 1<br/>Target : Rp. 1');
  });
});

describe('the growth and achievement table', () => {
  const rows = [
    growthRow([
      growth(),
      growth({ category: 'Feb', status: 'N', persenNettView: -3.2 }),
      growth({ category: 'Mar', status: 'X', persenNettView: null, nettYearHere: 0 }),
      growth({ category: 'Apr', persenNettView: 0 }),
    ]),
    achievementRow([
      achievement(),
      achievement({ achievementPersen: 101.5, status: 'Y' }),
      achievement({ achievementPersen: null, nett: 0, status: 'X' }),
      achievement({ achievementPersen: 97 }),
    ]),
  ];
  const opened: number[] = [];
  const columns = summaryColumns(['Jan', 'Feb', 'Mar', 'Apr'], 2026, (index) => ({
    label: `Open ACHIEVEMENT DETAIL for month ${index + 1}`,
    onActivate: () => opened.push(index),
  }));

  it('holds GROWTH and ACHIEVEMENT percentages, and leaves zero and empty months blank', () => {
    const sheet = toSheetTable({ columns, sections: [{ id: 's', rows }], rowId: (row) => row.id });
    expect(sheet.columns.map((column) => column.header)).toEqual([
      '2026',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
    ]);
    expect(sheet.sections[0]?.rows.map((cells) => cells.map((cell) => cell.value))).toEqual([
      ['GROWTH', 11.05, -3.2, null, null],
      ['ACHIEVEMENT', 94.88, 101.5, null, 97],
    ]);
    expect(sheet.sections[0]?.rows[0]?.[2]).toEqual({
      value: -3.2,
      numFmt: '0.00"%"',
      tone: 'bad',
    });
  });

  it('shows arrows and the server toolip, and makes each month heading open its detail', () => {
    const jan = leafColumns(columns)[1];
    expect(jan?.arrows).toBe(true);
    expect(jan?.tooltip?.(rows[1] as SummaryRow)).toBe(
      'Nett: Rp. 20.697.606.752 · Target: Rp. 21.814.500.000',
    );
    leafColumns(columns)[3]?.headerAction?.onActivate();
    expect(opened).toEqual([2]);
  });
});

describe('helpers', () => {
  it('tells an answer without any sales', () => {
    expect(hasNoSales([{ data: [null, 0] }, { data: [null] }])).toBe(true);
    expect(hasNoSales([{ data: [null, 5] }])).toBe(false);
  });

  it('finds the company of a brand series', () => {
    const companies = [
      { company: 'KCG01', companyName: 'Aruna Apparel' },
      { company: 'KCG03', companyName: 'Nusa Denim' },
    ];
    expect(companyOfSeries('Nusa Denim 2026', companies)).toBe('KCG03');
    expect(companyOfSeries('Sales 2026', companies)).toBeUndefined();
  });
});
