/**
 * SALES ACHIEVEMENT SUMMARY (achievementsummary, spec 001 §2.10): nett bars and the achievement
 * line over a table by month that downloads as .xlsx. It opens no detail: a month (a chart
 * point, or the month's button in the table) is handed to the screen, which opens the beta
 * sales summary of that brand and year.
 */
import type { AchievementSummary } from '@outlet-pulse/contracts';
import { achievementSummaryCall } from '../api/sales-queries';
import { monthDetailQuery } from '../detail/detail-query';
import { type BrandFilter, brandQuery } from '../sales-filter';
import type { WidgetDefinition } from '../widgets/widget-definition';
import {
  ACHIEVEMENT_CHART_HEIGHT,
  type AchievementMonth,
  achievementChart,
  achievementTable,
  hasNoSales,
} from './achievement-model';

export const ACHIEVEMENT_TITLE = 'SALES ACHIEVEMENT SUMMARY';

export const achievementWidget: WidgetDefinition<
  BrandFilter,
  AchievementSummary,
  AchievementMonth
> = {
  name: 'AchievementSummaryWidget',
  title: ACHIEVEMENT_TITLE,
  call: achievementSummaryCall,
  query: brandQuery,
  isEmpty: hasNoSales,
  details: [],
  views: (data, { filter, query, select }) => {
    const openMonth = (monthIndex: number) =>
      select({ detail: 'sales', query: monthDetailQuery(query, filter.year, monthIndex) });
    return [
      {
        key: 'achievement',
        chart: {
          spec: achievementChart(data),
          label: `${ACHIEVEMENT_TITLE} chart: nett and achievement against target per month`,
          height: ACHIEVEMENT_CHART_HEIGHT,
          onPointClick: (point) => openMonth(point.dataIndex),
        },
        table: {
          model: achievementTable(data, (month) => ({
            label: `Open the sales summary for ${month.category} ${filter.year}`,
            onActivate: () => openMonth(month.bulan - 1),
          })),
          label: `${ACHIEVEMENT_TITLE} by month`,
          fileName: `ACHIEVEMENT SUMMARY ${filter.company} ${filter.year}`,
        },
      },
    ];
  },
};
