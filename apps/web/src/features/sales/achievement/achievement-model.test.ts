import type { AchievementSummary } from '@outlet-pulse/contracts';
import { MONTH_NAMES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { cellText, leafColumns, toSheetTable } from '../../../components/data-table/table-model';
import { buildChartOption } from '../../../lib/charts/chart-option';
import {
  ACHIEVEMENT_AXIS_MAX,
  achievementChart,
  achievementTable,
  hasNoSales,
} from './achievement-model';

type Month = AchievementSummary['table'][number];

/** An answer of achievementsummary for 2026 with sales from January to the given month. */
function buildAnswer(months: Partial<Month>[] = []): AchievementSummary {
  const table = MONTH_NAMES.map(
    (category, index): Month => ({
      category,
      bulan: index + 1,
      nett: null,
      target: 1_000_000_000,
      achievementPersen: null,
      status: 'X',
      ...months[index],
    }),
  );
  return {
    datalastupdate: { dateLastViewFormat: '2026-10-31', chartsubtitle: 'Data until 31 Oct 2026' },
    chartcategory: [...MONTH_NAMES],
    runningMonth: null,
    pacing: { month: null, year: null },
    chart: [
      {
        name: 'Nett 2026',
        years: 2026,
        type: 'bar',
        yAxisIndex: 0,
        data: table.map((month) => month.nett),
      },
      {
        name: 'Achievement 2026',
        years: 2026,
        type: 'line',
        yAxisIndex: 1,
        data: table.map((month) => month.achievementPersen),
      },
    ],
    table,
  };
}

const answer = buildAnswer([
  { nett: 1_250_000_000, achievementPersen: 125, status: 'Y' },
  { nett: 812_345_678, achievementPersen: 81.23, status: 'N' },
  { nett: 2_600_000_000, achievementPersen: 260, status: 'Y' },
]);

describe('the achievement chart', () => {
  const spec = achievementChart(answer);

  it('draws nett as bars on the left axis and achievement as a line on the right', () => {
    expect(spec.series.map((series) => [series.name, series.type, series.yAxisIndex])).toEqual([
      ['Nett 2026', 'bar', 0],
      ['Achievement 2026', 'line', 1],
    ]);
    expect(spec.categories).toEqual(MONTH_NAMES);
  });

  it('leaves months without sales as gaps', () => {
    expect(spec.series[0]?.data.slice(0, 4)).toEqual([
      1_250_000_000,
      812_345_678,
      2_600_000_000,
      null,
    ]);
    expect(spec.series[1]?.data.slice(2, 5)).toEqual([260, null, null]);
  });

  it('puts achievement on its own axis from 0 to 200, whatever the data', () => {
    const option = buildChartOption(spec);
    const axes = option.yAxis as { position: string; min: number; max: number; interval: number }[];
    expect(axes[1]).toMatchObject({
      position: 'right',
      min: 0,
      max: ACHIEVEMENT_AXIS_MAX,
      interval: 50,
    });
    expect(axes[0]?.max).toBeGreaterThanOrEqual(2_600_000_000);
  });

  it("reads 'Rp.' with the target for nett and '%' for achievement in the tooltips", () => {
    const point = { seriesIndex: 0, dataIndex: 1, seriesName: 'Nett 2026', category: 'Feb' };
    expect(spec.tooltip({ ...point, value: 812_345_678 })).toEqual([
      'Feb · Nett 2026',
      'Nett : Rp. 812,3 M (Rp. 812.345.678)',
      'Target : Rp. 1,0 B (Rp. 1.000.000.000)',
    ]);
    expect(
      spec.tooltip({ ...point, seriesIndex: 1, seriesName: 'Achievement 2026', value: 81.23 }),
    ).toEqual(['Feb · Achievement 2026', '81,23%']);
  });
});

describe('the achievement table', () => {
  it('lists every month with nett, target and achievement as the answer has them', () => {
    const model = achievementTable(answer);
    const columns = leafColumns(model.columns);
    const rows = model.sections.flatMap((section) => section.rows);
    expect(rows).toHaveLength(12);
    const texts = rows.slice(0, 4).map((row) => columns.map((column) => cellText(column, row)));
    expect(texts).toEqual([
      ['Jan', 'Rp. 1,3 B', 'Rp. 1,0 B', '125,00%'],
      ['Feb', 'Rp. 812,3 M', 'Rp. 1,0 B', '81,23%'],
      ['Mar', 'Rp. 2,6 B', 'Rp. 1,0 B', '260,00%'],
      ['Apr', '', 'Rp. 1,0 B', ''],
    ]);
    const achievement = columns.find((column) => column.id === 'achievement');
    expect(rows.slice(0, 4).map((row) => achievement?.flag?.(row))).toEqual(['Y', 'N', 'Y', 'X']);
  });

  it('downloads the exact amounts and real percents', () => {
    const sheet = toSheetTable(achievementTable(answer));
    expect(sheet.columns.map((column) => column.header)).toEqual([
      'MONTH',
      'NETT',
      'TARGET',
      'ACHIEVEMENT',
    ]);
    expect(sheet.sections[0]?.rows[1]).toEqual([
      { value: 'Feb' },
      { value: 812_345_678, numFmt: '"Rp. "#,##0' },
      { value: 1_000_000_000, numFmt: '"Rp. "#,##0' },
      { value: 0.8123, numFmt: '0.00%', tone: 'bad' },
    ]);
  });

  it('makes each month a button when asked', () => {
    const opened: string[] = [];
    const model = achievementTable(answer, (month) => ({
      label: `Open the sales summary for ${month.category} 2026`,
      onActivate: () => opened.push(month.category),
    }));
    const [month] = leafColumns(model.columns);
    const march = model.sections[0]?.rows[2];
    if (!month || !march) throw new Error('The table has no March.');
    const action = month.action?.(march);
    expect(action?.label).toBe('Open the sales summary for Mar 2026');
    action?.onActivate();
    expect(opened).toEqual(['Mar']);
  });
});

describe('the running month', () => {
  const running: AchievementSummary = {
    ...answer,
    runningMonth: {
      year: 2026,
      bulan: 3,
      from: '2026-03-01',
      to: '2026-03-20',
      daysElapsed: 20,
      daysInMonth: 31,
      lastYearFrom: '2025-03-01',
      lastYearTo: '2025-03-20',
      label: '1–20 Mar 2026',
      lastYearLabel: '1–20 Mar 2025',
    },
  };

  it('draws its bar and point partial and names its row MTD', () => {
    const spec = achievementChart(running);
    expect(spec.series.map((series) => series.partialIndex)).toEqual([2, 2]);
    expect(spec.runningIndex).toBe(2);
    const model = achievementTable(running);
    const [month] = leafColumns(model.columns);
    expect(model.sections[0]?.rows.slice(1, 3).map((row) => month?.value?.(row))).toEqual([
      'Feb',
      'Mar MTD',
    ]);
  });

  it('names the days and the targets in its tooltips', () => {
    const spec = achievementChart(running);
    const point = { dataIndex: 2, category: 'Mar' };
    expect(
      spec.tooltip({ ...point, seriesIndex: 1, seriesName: 'Achievement 2026', value: 260 }),
    ).toEqual([
      'Mar MTD · Achievement 2026',
      '1–20 Mar 2026, 20 of 31 days',
      '260,00% of the MTD target',
    ]);
    expect(
      spec
        .tooltip({ ...point, seriesIndex: 0, seriesName: 'Nett 2026', value: 2_600_000_000 })
        .slice(0, 4),
    ).toEqual([
      'Mar MTD · Nett 2026',
      '1–20 Mar 2026, 20 of 31 days',
      'Nett : Rp. 2,6 B (Rp. 2.600.000.000)',
      'MTD target : Rp. 1,0 B · month : -',
    ]);
  });
});

describe('an answer without sales', () => {
  it('is empty when no month has a nett', () => {
    expect(hasNoSales(buildAnswer())).toBe(true);
    expect(hasNoSales(answer)).toBe(false);
  });
});
