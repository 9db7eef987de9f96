import type { SalesSummary } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { leafColumns, toSheetTable } from '../../../components/data-table/table-model';
import { buildChartOption } from '../../../lib/charts/chart-option';
import { monthColumns } from './monthly-table';
import {
  achievementRow,
  amountRows,
  companyOfSeries,
  focusMonthColumn,
  growthRow,
  hasNoSales,
  type SummaryRow,
  salesSummaryChart,
} from './sales-summary-model';
import {
  buildPacing,
  buildRunningMonth,
  drawn,
  sheetHeaders,
  sheetValues,
  tooltipAt,
} from './test-answers';

const OCTOBER_RUNNING = buildRunningMonth(2026, 10);

const OCTOBER_PACING = buildPacing();

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

  it('shows the nett (short, exact beside it) and the month target of that year in the tooltip', () => {
    expect(tooltipAt(spec, 2, 0, 28106346956)).toEqual([
      'Jan · Sales 2026',
      'Nett : Rp. 28,1 B (Rp. 28.106.346.956)',
      'Target : Rp. 29,1 B (Rp. 29.065.900.000)',
    ]);
    expect(tooltipAt(spec, 1, 1, null)).toEqual([
      'Feb · Sales 2025',
      'Nett : -',
      'Target : Rp. 160',
    ]);
  });

  it('draws straight lines of width 3 with gaps, amber/red/blue and a Nett Summary axis', () => {
    const option = buildChartOption(spec);
    const lines = drawn(option).series;
    expect(lines.map((line) => line.lineStyle.width)).toEqual([3, 3, 3]);
    expect(lines.every((line) => !line.smooth && !line.connectNulls)).toBe(true);
    expect(lines[1]?.data).toEqual([150, null]);
    const [axis] = drawn(option).axes;
    expect(axis?.name).toBe('Nett Summary');
    expect(axis?.max).toBe(30_000_000_000);
    expect(axis?.axisLabel.formatter(30_000_000_000)).toBe('30B');
    expect(option.color).toEqual(['#f59f00', '#e03131', '#1c7ed6']);
    expect((option.grid as { top: number }).top).toBe(55 + 12);
  });

  it('makes series 0 not clickable', () => {
    const option = buildChartOption(spec);
    expect(drawn(option).series.map((line) => line.cursor)).toEqual([
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
    ).toBe('Jan · &lt;b&gt;2026&lt;/b&gt;<br/>Nett : Rp. 1<br/>Target : Rp. 1');
  });
});

describe('the running month in the sales summary chart', () => {
  const series = [
    buildSeries(2025, [100, 860_000_000], [90, 800_000_000]),
    buildSeries(2026, [120, 1_330_000_000], [130, 2_371_500_000]),
  ];
  const running = { ...OCTOBER_RUNNING, bulan: 2 };
  const spec = salesSummaryChart(['Jan', 'Feb'], series, {
    runningMonth: running,
    runningPacing: () => OCTOBER_PACING,
  });

  it('draws this year’s running point partial and labels its month MTD; last year stays whole', () => {
    expect(spec.series.map((line) => line.partialIndex)).toEqual([undefined, 1]);
    expect(spec.runningIndex).toBe(1);
  });

  it('names the days, the MTD and month targets, last year’s same days and whole month, and the projection', () => {
    expect(tooltipAt(spec, 1, 1, 1_330_000_000)).toEqual([
      'Feb MTD · Sales 2026',
      '1–20 Oct 2026, 20 of 31 days',
      'Nett : Rp. 1,3 B (Rp. 1.330.000.000)',
      'MTD target : Rp. 1,5 B · month : Rp. 2,4 B',
      '1–20 Oct 2025 : Rp. 546,0 M · whole Oct 2025 : Rp. 860,0 M',
      'Projection : Rp. 2,1 B (88,34% of target)',
    ]);
    // Last year's point of the same month is its whole month.
    expect(tooltipAt(spec, 0, 1, 860_000_000)[0]).toBe('Feb · Sales 2025');
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
  const columns = monthColumns<SummaryRow>(['Jan', 'Feb', 'Mar', 'Apr'], 2026, {
    monthAction: (index) => ({
      label: `Open ACHIEVEMENT DETAIL for month ${index + 1}`,
      onActivate: () => opened.push(index),
    }),
  });

  it('holds GROWTH and ACHIEVEMENT percentages, and leaves zero and empty months blank', () => {
    const sheet = toSheetTable({ columns, sections: [{ id: 's', rows }], rowId: (row) => row.id });
    expect(sheetHeaders(sheet)).toEqual(['2026', 'Jan', 'Feb', 'Mar', 'Apr']);
    expect(sheetValues(sheet)).toEqual([
      ['GROWTH', 0.1105, -0.032, null, null],
      ['ACHIEVEMENT', 0.9488, 1.015, null, 0.97],
    ]);
    expect(sheet.sections[0]?.rows[0]?.[2]).toEqual({
      value: -0.032,
      numFmt: '0.00%',
      tone: 'bad',
    });
  });

  it('keeps the −100 % of a finished month that sold nothing against a last year that did', () => {
    const row = growthRow([
      growth({ category: 'Jan', status: 'N', persenNettView: -100, nettYearHere: 0 }),
    ]);
    expect(row.cells[0]).toMatchObject({ value: -100, flag: 'N' });
  });

  it('puts the amounts behind them in the sheet: nett, last year’s nett and the target', () => {
    const growthCells = [growth(), growth({ category: 'Feb', nettYearHere: 0, nettYearLast: 5 })];
    const achievementCells = [achievement(), achievement({ category: 'Feb', nett: 0 })];
    const amounts = amountRows(growthCells, achievementCells, 2026);
    const sheet = toSheetTable({
      columns: monthColumns<SummaryRow>(['Jan', 'Feb'], 2026, {
        runningMonth: { ...OCTOBER_RUNNING, bulan: 2 },
      }),
      sections: [{ id: 's', rows: [], sheetRows: amounts }],
      rowId: (row) => row.id,
    });
    expect(sheetHeaders(sheet)).toEqual(['2026', 'Jan', 'Feb MTD']);
    expect(sheetValues(sheet)).toEqual([
      ['NETT 2026', 20697606752, null],
      ['NETT 2025', 18638467109, null],
      ['TARGET', 21814500000, null],
    ]);
    expect(sheet.sections[0]?.rows[0]?.[1]?.numFmt).toBe('"Rp. "#,##0');
  });

  it('opens on the running month, or the last month with sales', () => {
    expect(focusMonthColumn(OCTOBER_RUNNING, [1, 2, 3])).toBe('month-9');
    expect(focusMonthColumn(null, [1, 2, 0, null])).toBe('month-1');
    expect(focusMonthColumn(null, [null])).toBeUndefined();
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
