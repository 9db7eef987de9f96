import { type AspUptAtv, aspUptAtvSchema, MONTH_NAMES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { leafColumns, toSheetTable } from '../../../components/data-table/table-model';
import { buildChartOption } from '../../../lib/charts/chart-option';
import { DETAIL_TITLES } from '../detail/detail-model';
import { brandQuery } from '../sales-filter';
import {
  hasNoMetrics,
  type Metric,
  type MetricRow,
  metricBlock,
  metricChart,
  metricDetailKind,
  metricDetailQuery,
  metricFocusColumn,
  metricRows,
  metricTitle,
  nettRow,
} from './asp-upt-atv-model';
import { monthColumns } from './monthly-table';
import {
  answerBase,
  buildBrandFilter,
  buildRunningMonth,
  buildSeries,
  drawn,
  sheetHeaders,
  sheetValues,
  tooltipAt,
} from './test-answers';

const LABELS = { asp: 'ASP', upt: 'UPT', atv: 'ATV' } as const;

interface MonthOverrides {
  growth?: number | null;
  color?: 'Y' | 'N' | 'X';
  nett?: number;
  value?: number | null;
}

/** An answer whose three blocks hold `months` (one entry per month from January). */
function buildAnswer(years: number[], months: MonthOverrides[]): AspUptAtv {
  const year = years.at(-1) as number;
  const block = (metric: Metric) => ({
    chartData: years.map((shownYear, index) =>
      buildSeries(
        `${LABELS[metric]} ${shownYear}`,
        months.map((month) => (month.value === undefined ? 100 + index : month.value)),
      ),
    ),
    tableData: months.map((month, index) => {
      const name = MONTH_NAMES[index] as string;
      const value = month.value === undefined ? 245123.45 : month.value;
      return {
        category: name,
        bulan: index + 1,
        growth: month.growth === undefined ? 4.52 : month.growth,
        color: month.color ?? 'Y',
        toolip_growth: `${name} ${year}: 245.123,45 · ${name} ${year - 1}: 234.520,10`,
        nett: month.nett ?? 1_658_319_450,
        [metric]: value,
        [`toolip_${metric}`]: `${LABELS[metric]} ${name} ${year}: 245.123,45`,
      };
    }),
  });
  return aspUptAtvSchema.parse({
    ...answerBase(MONTH_NAMES.slice(0, months.length)),
    dataAverageSellingPrice: block('asp'),
    dataUnitPerTransaction: block('upt'),
    dataAverageTransactionValue: block('atv'),
  });
}

const filterQuery = brandQuery(buildBrandFilter());

describe('the ASP / UPT / ATV charts', () => {
  const answer = buildAnswer([2024, 2025, 2026], [{}, { value: null, nett: 0 }]);

  it('draws one line per year in yellow, red and blue, with gaps, on a fitted axis, UPT with two decimals', () => {
    const { series } = metricBlock(answer, 'upt');
    const spec = metricChart(answer.chartcategory, series, 'upt', false);
    const option = buildChartOption(spec);
    expect(option.color).toEqual(['#fcc419', '#e03131', '#1c7ed6']);
    const lines = drawn(option).series;
    expect(lines.map((line) => line.name)).toEqual(['UPT 2024', 'UPT 2025', 'UPT 2026']);
    expect(lines[2]?.data).toEqual([102, null]);
    expect(lines.every((line) => line.lineStyle.width === 3)).toBe(true);
    expect((option.grid as { top: number }).top).toBe(55 + 12);
    const [axis] = drawn(option).axes;
    expect(axis?.name).toBe('UPT');
    // Fitted to the values (around 100), not from 0.
    expect(axis?.min).toBeGreaterThan(50);
    expect(tooltipAt(spec, 2, 0, 1.876)).toEqual(['Jan · UPT 2026', 'UPT : 1,88']);
  });

  it('reads ASP and ATV in whole rupiah in the tooltip', () => {
    const { series } = metricBlock(answer, 'asp');
    const spec = metricChart(answer.chartcategory, series, 'asp', false);
    expect(tooltipAt(spec, 2, 0, 245123.45)).toEqual(['Jan · ASP 2026', 'ASP : Rp. 245.123']);
  });

  it('draws the running month partial: this year’s point, or both years’ in LFL (same days)', () => {
    const running = buildRunningMonth(2026, 2);
    const { series, months } = metricBlock(answer, 'asp');
    const spec = metricChart(answer.chartcategory, series, 'asp', false, {
      runningMonth: running,
      months,
    });
    expect(spec.series.map((line) => line.partialIndex)).toEqual([undefined, undefined, 1]);
    expect(tooltipAt(spec, 2, 1, 1).slice(0, 2)).toEqual([
      'Feb MTD · ASP 2026',
      '1–20 Feb 2026, 20 of 28 days',
    ]);
    const lfl = buildAnswer([2025, 2026], [{}, {}]);
    const lflSpec = metricChart(lfl.chartcategory, metricBlock(lfl, 'asp').series, 'asp', true, {
      runningMonth: running,
    });
    expect(lflSpec.series.map((line) => line.partialIndex)).toEqual([1, 1]);
    expect(tooltipAt(lflSpec, 0, 1, 1)[1]).toBe('1–20 Feb 2025, 20 of 28 days');
  });

  it('uses red and blue for the two LFL years', () => {
    const lfl = buildAnswer([2025, 2026], [{}]);
    const option = buildChartOption(
      metricChart(lfl.chartcategory, metricBlock(lfl, 'asp').series, 'asp', true),
    );
    expect(option.color).toEqual(['#e03131', '#1c7ed6']);
  });

  it('ignores a click on series 0 of the ASP chart only, and opens the clicked year and month otherwise', () => {
    const oldest = { seriesIndex: 0, dataIndex: 1, seriesName: 'ASP 2024' };
    expect(metricDetailQuery(filterQuery, oldest, 'asp', false)).toBeNull();
    const aspOption = buildChartOption(
      metricChart(answer.chartcategory, metricBlock(answer, 'asp').series, 'asp', false),
    );
    expect((aspOption.series as { cursor: string }[]).map((line) => line.cursor)).toEqual([
      'default',
      'pointer',
      'pointer',
    ]);
    expect(
      metricDetailQuery(filterQuery, { ...oldest, seriesName: 'UPT 2024' }, 'upt', false),
    ).toMatchObject({ year: '2024', month: '2', company: 'KCG01' });
    expect(
      metricDetailQuery(filterQuery, { ...oldest, seriesName: 'ASP 2025' }, 'asp', true),
    ).toMatchObject({ year: '2025', month: '2' });
    expect(
      metricDetailQuery(
        filterQuery,
        { seriesIndex: 2, dataIndex: 0, seriesName: 'ASP 2026' },
        'asp',
        false,
      ),
    ).toEqual({ ...filterQuery, year: '2026', month: '1' });
  });

  it('opens the detail of its metric, with LFL in the LFL titles', () => {
    expect(DETAIL_TITLES[metricDetailKind('asp', false)]).toBe(
      'AVERAGE SELLING PRICE ( ASP ) DETAIL',
    );
    expect(DETAIL_TITLES[metricDetailKind('upt', false)]).toBe(
      'UNIT PER TRANSACTION ( UPT ) DETAIL',
    );
    expect(DETAIL_TITLES[metricDetailKind('atv', true)]).toBe(
      'AVERAGE TRANSACTION VALUE ( ATV ) LFL DETAIL',
    );
    expect(metricTitle('upt', true)).toBe('UNIT PER TRANSACTION ( UPT ) LFL');
  });
});

describe('the ASP / UPT / ATV tables', () => {
  const months: MonthOverrides[] = [
    {},
    { growth: -3.25, color: 'N', value: 98765.4 },
    { growth: null, color: 'X', value: null, nett: 0 },
    { growth: 1.5, nett: 0 },
  ];
  const answer = buildAnswer([2024, 2025, 2026], months);
  const opened: number[] = [];
  const columns = monthColumns<MetricRow>(answer.chartcategory, 2026, {
    monthAction: (index) => ({
      label: `Open detail ${index}`,
      onActivate: () => opened.push(index),
    }),
  });
  const sheetOf = (lfl: boolean) =>
    toSheetTable({
      columns,
      sections: [
        {
          id: 'atv',
          rows: metricRows(metricBlock(answer, 'atv').months, 'atv', { hideWithoutNett: !lfl }),
        },
      ],
      rowId: (row) => row.id,
    });

  it('holds the GROWTH % and the metric by month, and hides months whose nett is 0', () => {
    const sheet = sheetOf(false);
    expect(sheetHeaders(sheet)).toEqual(['2026', 'Jan', 'Feb', 'Mar', 'Apr']);
    expect(sheetValues(sheet)).toEqual([
      ['GROWTH', 0.0452, -0.0325, null, null],
      ['ATV', 245123.45, 98765.4, null, null],
    ]);
  });

  it('adds the nett behind the metric in the sheet', () => {
    const sheet = toSheetTable({
      columns,
      sections: [{ id: 'atv', rows: [], sheetRows: [nettRow(metricBlock(answer, 'atv').months)] }],
      rowId: (row) => row.id,
    });
    expect(sheet.sections[0]?.rows[0]?.map((cell) => cell.value)).toEqual([
      'NETT',
      expect.any(Number),
      expect.any(Number),
      null,
      null,
    ]);
    expect(metricFocusColumn(null, metricBlock(answer, 'atv').months)).toBe('month-1');
  });

  it('keeps every month in LFL', () => {
    expect(sheetValues(sheetOf(true))).toEqual([
      ['GROWTH', 0.0452, -0.0325, null, 0.015],
      ['ATV', 245123.45, 98765.4, null, 245123.45],
    ]);
  });

  it('formats growth as a coloured real percent and ATV in whole rupiah, UPT with two decimals', () => {
    const [growth, metric] = sheetOf(false).sections[0]?.rows ?? [];
    expect(growth?.[2]).toEqual({ value: -0.0325, numFmt: '0.00%', tone: 'bad' });
    expect(growth?.[1]).toEqual({ value: 0.0452, numFmt: '0.00%', tone: 'good' });
    expect(metric?.[1]).toEqual({ value: 245123.45, numFmt: '"Rp. "#,##0' });
    const [, upt] = metricRows(metricBlock(answer, 'upt').months, 'upt', { hideWithoutNett: true });
    expect(upt?.kind).toBe('ratio');
  });

  it('gives each cell its server toolip and makes each month heading open its detail', () => {
    const [growth, asp] = metricRows(metricBlock(answer, 'asp').months, 'asp', {
      hideWithoutNett: true,
    }) as [MetricRow, MetricRow];
    const jan = leafColumns(columns)[1];
    expect(jan?.tooltip?.(growth)).toBe('Jan 2026: 245.123,45 · Jan 2025: 234.520,10');
    expect(jan?.tooltip?.(asp)).toBe('ASP Jan 2026: 245.123,45');
    expect(jan?.flag?.(growth)).toBe('Y');
    expect(jan?.flag?.(asp)).toBeUndefined();
    leafColumns(columns)[2]?.headerAction?.onActivate();
    expect(opened).toEqual([1]);
  });

  it('tells an answer without any value', () => {
    expect(hasNoMetrics(buildAnswer([2025, 2026], [{ value: null, nett: 0 }]))).toBe(true);
    expect(hasNoMetrics(answer)).toBe(false);
  });
});
