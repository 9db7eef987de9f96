import type { AchievementSummary } from '@outlet-pulse/contracts';
import { MONTH_NAMES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { buildChartOption } from '../../lib/charts/chart-option';
import { cellText, leafColumns, toSheetTable } from '../sales-summary/shared/table-model';
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
    datalastupdate: { dateLastViewFormat: '2026-10-31', chartsubtitle: 'Data until 2026-10-31' },
    chartcategory: [...MONTH_NAMES],
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
      'Rp. 812.345.678',
      'Target : Rp. 1.000.000.000',
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
      ['Jan', '1.250.000.000', '1.000.000.000', '125,00%'],
      ['Feb', '812.345.678', '1.000.000.000', '81,23%'],
      ['Mar', '2.600.000.000', '1.000.000.000', '260,00%'],
      ['Apr', '', '1.000.000.000', ''],
    ]);
    const achievement = columns.find((column) => column.id === 'achievement');
    expect(rows.slice(0, 4).map((row) => achievement?.flag?.(row))).toEqual(['Y', 'N', 'Y', 'X']);
  });

  it('downloads the same numbers, as numbers', () => {
    const sheet = toSheetTable(achievementTable(answer));
    expect(sheet.columns.map((column) => column.header)).toEqual([
      'MONTH',
      'NETT (Rp.)',
      'TARGET (Rp.)',
      'ACHIEVEMENT',
    ]);
    expect(sheet.sections[0]?.rows[1]).toEqual([
      { value: 'Feb' },
      { value: 812_345_678, numFmt: '#,##0' },
      { value: 1_000_000_000, numFmt: '#,##0' },
      { value: 81.23, numFmt: '0.00"%"', tone: 'bad' },
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

describe('an answer without sales', () => {
  it('is empty when no month has a nett', () => {
    expect(hasNoSales(buildAnswer())).toBe(true);
    expect(hasNoSales(answer)).toBe(false);
  });
});
