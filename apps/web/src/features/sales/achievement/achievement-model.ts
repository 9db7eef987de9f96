/**
 * The sales achievement summary (achievementsummary, spec 001 §2.10) as a chart and a table,
 * without React:
 * - the chart: nett by month as bars on a K/M/B/T/Q axis, and the achievement % against target
 *   as a line on its own axis from 0 to 200 (spec 001 §9); months without sales are gaps; the
 *   tooltips read 'Rp.' for nett (with the month's target) and '%' for achievement;
 * - the table: one row per month with nett, target (abbreviated, exact on hover) and
 *   achievement %, the achievement coloured by the server's flag (green at 100 % or more, red
 *   below);
 * - the running month (DOMAIN.md): a partial bar and point, 'MTD' beside its name, and a
 *   tooltip that names the days and sets the month-to-date target beside the month's.
 */
import type { AchievementSummary } from '@outlet-pulse/contracts';
import { formatPercent } from '@outlet-pulse/contracts';
import type { TableAction, TableModel } from '../../../components/data-table/table-model';
import { type ChartSpec, SERIES_COLORS } from '../../../lib/charts/chart-option';
import {
  amountLine,
  MTD_NOTE,
  runningDaysLine,
  runningIndexOf,
  runningSalesLines,
  runningSeries,
} from '../widgets/running-month';

/** Spec 001 §9: the achievement chart is 440 px high, its achievement axis runs 0 to 200. */
export const ACHIEVEMENT_CHART_HEIGHT = 440;
export const ACHIEVEMENT_AXIS_MAX = 200;
export const NETT_AXIS_NAME = 'Nett';
export const ACHIEVEMENT_AXIS_NAME = 'Achievement %';
/** Two series fit on one legend row. */
const LEGEND_HEIGHT = 32;

export type AchievementMonth = AchievementSummary['table'][number];

/** True when no month of the answer has sales. */
export function hasNoSales(data: AchievementSummary): boolean {
  return data.table.every((month) => month.nett === null);
}

export function achievementChart(data: AchievementSummary): ChartSpec {
  const { chart, table, runningMonth } = data;
  const running = runningIndexOf(runningMonth);
  return {
    categories: data.chartcategory,
    series: runningSeries(
      chart,
      () => running ?? undefined,
      (series) => ({ type: series.type, yAxisIndex: series.yAxisIndex }),
    ),
    axes: [
      { name: NETT_AXIS_NAME, labels: 'abbreviated' },
      { name: ACHIEVEMENT_AXIS_NAME, labels: 'percent', fixedMax: ACHIEVEMENT_AXIS_MAX },
    ],
    colors: SERIES_COLORS.achievement,
    legendHeight: LEGEND_HEIGHT,
    runningIndex: running,
    tooltip: ({ seriesIndex, dataIndex, seriesName, category, value }) => {
      const isAchievement = chart[seriesIndex]?.yAxisIndex === 1;
      const month = table[dataIndex];
      if (runningMonth && dataIndex === running) {
        const heading = `${category} ${MTD_NOTE} · ${seriesName}`;
        if (isAchievement) {
          return [
            heading,
            runningDaysLine(runningMonth),
            `${formatPercent(value)} of the MTD target`,
          ];
        }
        const pacing = data.pacing.month;
        return [
          heading,
          ...runningSalesLines(runningMonth, value, {
            targetToDate: month?.target ?? null,
            monthTarget: pacing?.target ?? null,
            lastYearSameDays: pacing?.lastYearSameDays ?? null,
            lastYearWhole: pacing?.lastYearWhole ?? null,
          }),
        ];
      }
      const heading = `${category} · ${seriesName}`;
      if (isAchievement) return [heading, formatPercent(value)];
      return [
        heading,
        `Nett : ${amountLine(value)}`,
        `Target : ${amountLine(month?.target ?? null)}`,
      ];
    },
  };
}

/**
 * The table by month. `monthAction` makes each month a button: the keyboard's way to what a
 * click on the chart does.
 */
export function achievementTable(
  data: AchievementSummary,
  monthAction?: (month: AchievementMonth) => TableAction,
): TableModel<AchievementMonth> {
  const running = runningIndexOf(data.runningMonth);
  return {
    columns: [
      {
        id: 'month',
        header: 'MONTH',
        rowHeader: true,
        // The running month's row is month-to-date: its nett, target and achievement too.
        value: (month) =>
          month.bulan - 1 === running ? `${month.category} ${MTD_NOTE}` : month.category,
        ...(monthAction ? { action: monthAction } : {}),
      },
      { id: 'nett', header: 'NETT', kind: 'rupiahShort', value: (month) => month.nett },
      { id: 'target', header: 'TARGET', kind: 'rupiahShort', value: (month) => month.target },
      {
        id: 'achievement',
        header: 'ACHIEVEMENT',
        kind: 'percent',
        value: (month) => month.achievementPersen,
        flag: (month) => month.status,
      },
    ],
    sections: [{ id: 'months', rows: data.table }],
    rowId: (month) => String(month.bulan),
  };
}
