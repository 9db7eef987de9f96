import { type LflSalesSummary, lflSalesSummarySchema, MONTH_NAMES } from '@outlet-pulse/contracts';
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
import { summaryColumns } from './sales-summary-model';

const CATEGORIES = MONTH_NAMES.slice(0, 3);

function buildLflAnswer(overrides: Partial<LflSalesSummary> = {}): LflSalesSummary {
  return lflSalesSummarySchema.parse({
    datalastupdate: { dateLastViewFormat: '2026-10-31', chartsubtitle: 'Data until 2026-10-31' },
    chartcategory: CATEGORIES,
    runningMonth: null,
    chartSalesSummaryData: [
      { name: 'LFL 2025', years: 2025, type: 'line', yAxisIndex: 0, data: [100, 200, 300] },
      { name: 'LFL 2026', years: 2026, type: 'line', yAxisIndex: 0, data: [110, 180, null] },
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
    tableHeader: CATEGORIES,
    chartTrafficData: [],
    tableTrafficData: [],
    ...overrides,
  });
}

describe('the LFL summary chart', () => {
  const answer = buildLflAnswer();
  const spec = lflSummaryChart(answer);

  it('shows the category and series, Rp. nett and the target of that year and month', () => {
    expect(
      spec.tooltip({
        seriesIndex: 1,
        dataIndex: 1,
        seriesName: 'LFL 2026',
        category: 'Feb',
        value: 180,
      }),
    ).toEqual(['Feb · LFL 2026', 'Nett : Rp. 180', 'Target : Rp. 1,3 M (Rp. 1.250.000)']);
    expect(
      spec.tooltip({
        seriesIndex: 0,
        dataIndex: 1,
        seriesName: 'LFL 2025',
        category: 'Feb',
        value: 200,
      }),
    ).toEqual(['Feb · LFL 2025', 'Nett : Rp. 200', 'Target : -']);
    expect(
      spec.tooltip({
        seriesIndex: 0,
        dataIndex: 2,
        seriesName: 'LFL 2025',
        category: 'Mar',
        value: 300,
      }),
    ).toEqual(['Mar · LFL 2025', 'Nett : Rp. 300', 'Target : Rp. 310']);
  });

  it('draws two red and blue lines with gaps on a Nett Summary axis, both clickable', () => {
    const option = buildChartOption(spec);
    expect(option.color).toEqual(['#e03131', '#1c7ed6']);
    const lines = option.series as { data: unknown[]; cursor: string }[];
    expect(lines[1]?.data).toEqual([110, 180, null]);
    expect(lines.map((line) => line.cursor)).toEqual(['pointer', 'pointer']);
    expect((option.yAxis as { name: string }[])[0]?.name).toBe('Nett Summary');
  });

  it('draws both years’ running points partial (the same days) and names their days', () => {
    const running = lflSummaryChart(
      buildLflAnswer({
        runningMonth: {
          year: 2026,
          bulan: 2,
          from: '2026-02-01',
          to: '2026-02-20',
          daysElapsed: 20,
          daysInMonth: 28,
          lastYearFrom: '2025-02-01',
          lastYearTo: '2025-02-20',
          label: '1–20 Feb 2026',
          lastYearLabel: '1–20 Feb 2025',
        },
      }),
    );
    expect(running.series.map((line) => line.partialIndex)).toEqual([1, 1]);
    expect(running.runningIndex).toBe(1);
    expect(
      running.tooltip({
        seriesIndex: 0,
        dataIndex: 1,
        seriesName: 'LFL 2025',
        category: 'Feb',
        value: 200,
      }),
    ).toEqual([
      'Feb MTD · LFL 2025',
      '1–20 Feb 2025, 20 of 28 days',
      'Nett : Rp. 200',
      'LFL growth (same days) : -10,00%',
    ]);
  });

  it('reads the year of this year’s series', () => {
    expect(lflSummaryYear(answer, 1999)).toBe(2026);
    expect(lflSummaryYear(buildLflAnswer({ chartSalesSummaryData: [] }), 1999)).toBe(1999);
  });
});

describe('the LFL GROWTH row', () => {
  it('holds the growth % with the server flag and toolip, empty where there is none', () => {
    const answer = buildLflAnswer();
    const row = lflGrowthRow(answer.tableSalesSummaryData);
    const sheet = toSheetTable({
      columns: summaryColumns(answer.chartcategory, 2026),
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
      lflAmountRows(buildLflAnswer()).map((row) => [row.label, ...row.cells.map((c) => c.value)]),
    ).toEqual([
      ['NETT LFL 2025', 100, 200, 300],
      ['NETT LFL 2026', 110, 180, null],
    ]);
  });

  it('tells an answer without LFL sales', () => {
    expect(hasNoLflSales(buildLflAnswer())).toBe(false);
    expect(
      hasNoLflSales(
        buildLflAnswer({
          chartSalesSummaryData: [
            {
              name: 'LFL 2025',
              years: 2025,
              type: 'line',
              yAxisIndex: 0,
              data: [null, null, null],
            },
          ],
        }),
      ),
    ).toBe(true);
  });
});
