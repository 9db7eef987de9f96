import { type LflSalesSummary, MONTH_NAMES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { toSheetTable } from '../../../components/data-table/table-model';
import { buildChartOption } from '../../../lib/charts/chart-option';
import {
  hasNoLflSales,
  lflAmountRows,
  lflGrowthRow,
  lflSummaryChart,
  lflSummaryYear,
} from './lfl-sales-summary-model';
import { monthColumns } from './monthly-table';
import type { SummaryRow } from './sales-summary-model';
import { buildLflAnswer, buildRunningMonth, buildSeries, drawn, tooltipAt } from './test-answers';

const CATEGORIES = MONTH_NAMES.slice(0, 3);

function buildSummaryAnswer(overrides: Partial<LflSalesSummary> = {}): LflSalesSummary {
  return buildLflAnswer(CATEGORIES, {
    chartSalesSummaryData: [
      buildSeries('LFL 2025', [100, 200, 300]),
      buildSeries('LFL 2026', [110, 180, null]),
    ],
    tableSalesSummaryData: [
      {
        category: 'Jan',
        bulan: 1,
        persenNettView: 10,
        status: 'Y',
        toolip: 'Jan 2026: Rp. 110 · Jan 2025: Rp. 100',
      },
      {
        category: 'Feb',
        bulan: 2,
        persenNettView: -10,
        status: 'N',
        toolip: 'Feb 2026: Rp. 180 · Feb 2025: Rp. 200',
      },
      {
        category: 'Mar',
        bulan: 3,
        persenNettView: null,
        status: 'X',
        toolip: 'Mar 2026: Rp. 0 · Mar 2025: Rp. 300',
      },
    ],
    main: [
      { tahun: 2025, bulan: 1, nett: 100, target: 95 },
      { tahun: 2025, bulan: 2, nett: 200, target: null },
      { tahun: 2025, bulan: 3, nett: 300, target: 310 },
      { tahun: 2026, bulan: 1, nett: 110, target: 120 },
      { tahun: 2026, bulan: 2, nett: 180, target: 1_250_000 },
      { tahun: 2026, bulan: 3, nett: null, target: 330 },
    ],
    ...overrides,
  });
}

describe('the LFL summary chart', () => {
  const answer = buildSummaryAnswer();
  const spec = lflSummaryChart(answer);

  it('shows the category and series, Rp. nett and the target of that year and month', () => {
    expect(tooltipAt(spec, 1, 1, 180)).toEqual([
      'Feb · LFL 2026',
      'Nett : Rp. 180',
      'Target : Rp. 1,3 M (Rp. 1.250.000)',
    ]);
    expect(tooltipAt(spec, 0, 1, 200)).toEqual(['Feb · LFL 2025', 'Nett : Rp. 200', 'Target : -']);
    expect(tooltipAt(spec, 0, 2, 300)).toEqual([
      'Mar · LFL 2025',
      'Nett : Rp. 300',
      'Target : Rp. 310',
    ]);
  });

  it('draws two red and blue lines with gaps on a Nett Summary axis, both clickable', () => {
    const option = buildChartOption(spec);
    expect(option.color).toEqual(['#e03131', '#1c7ed6']);
    const lines = drawn(option).series;
    expect(lines[1]?.data).toEqual([110, 180, null]);
    expect(lines.map((line) => line.cursor)).toEqual(['pointer', 'pointer']);
    expect(drawn(option).axes[0]?.name).toBe('Nett Summary');
  });

  it('draws both years’ running points partial (the same days) and names their days', () => {
    const running = lflSummaryChart(
      buildSummaryAnswer({
        runningMonth: buildRunningMonth(2026, 2),
      }),
    );
    expect(running.series.map((line) => line.partialIndex)).toEqual([1, 1]);
    expect(running.runningIndex).toBe(1);
    expect(tooltipAt(running, 0, 1, 200)).toEqual([
      'Feb MTD · LFL 2025',
      '1–20 Feb 2025, 20 of 28 days',
      'Nett : Rp. 200',
      'LFL growth (same days) : -10,00%',
    ]);
  });

  it('reads the year of this year’s series', () => {
    expect(lflSummaryYear(answer, 1999)).toBe(2026);
    expect(lflSummaryYear(buildSummaryAnswer({ chartSalesSummaryData: [] }), 1999)).toBe(1999);
  });
});

describe('the LFL GROWTH row', () => {
  it('holds the growth % with the server flag and toolip, empty where there is none', () => {
    const answer = buildSummaryAnswer();
    const row = lflGrowthRow(answer.tableSalesSummaryData);
    const sheet = toSheetTable({
      columns: monthColumns<SummaryRow>(answer.chartcategory, 2026),
      sections: [{ id: 'growth', rows: [row] }],
      rowId: (entry) => entry.id,
    });
    expect(sheet.sections[0]?.rows[0]).toEqual([
      { value: 'GROWTH' },
      { value: 0.1, numFmt: '0.00%', tone: 'good' },
      { value: -0.1, numFmt: '0.00%', tone: 'bad' },
      { value: null },
    ]);
    expect(row.cells[1]?.tooltip).toBe('Feb 2026: Rp. 180 · Feb 2025: Rp. 200');
  });

  it('puts each year’s LFL nett in the sheet', () => {
    expect(
      lflAmountRows(buildSummaryAnswer()).map((row) => [
        row.label,
        ...row.cells.map((c) => c.value),
      ]),
    ).toEqual([
      ['NETT LFL 2025', 100, 200, 300],
      ['NETT LFL 2026', 110, 180, null],
    ]);
  });

  it('tells an answer without LFL sales', () => {
    expect(hasNoLflSales(buildSummaryAnswer())).toBe(false);
    expect(
      hasNoLflSales(
        buildSummaryAnswer({
          chartSalesSummaryData: [buildSeries('LFL 2025', [null, null, null])],
        }),
      ),
    ).toBe(true);
  });
});
