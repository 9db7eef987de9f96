/**
 * The achievement chart and table (achievementsummary, spec 001 §2.10) in the widget card of
 * the sales summary: loading, 'No sales for this selection', an error with Retry, or nett bars
 * and the achievement line over a table by month that downloads as .xlsx. A click on a month
 * (a chart point, or the month's button in the table) opens the beta sales summary of that
 * brand and year.
 */
import { type AchievementSummary, responses } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { Chart } from '../../lib/charts/chart';
import { buildChartOption } from '../../lib/charts/chart-option';
import { type BrandFilter, brandQuery } from '../sales-summary/sales-filter';
import { DataTable } from '../sales-summary/shared/data-table';
import { useSalesCall } from '../sales-summary/shared/sales-query';
import { WidgetCard } from '../sales-summary/shared/widget-card';
import {
  ACHIEVEMENT_CALL,
  ACHIEVEMENT_CHART_HEIGHT,
  achievementChart,
  achievementTable,
  hasNoSales,
} from './achievement-model';

export const ACHIEVEMENT_TITLE = 'SALES ACHIEVEMENT SUMMARY';

interface ContentProps {
  data: AchievementSummary;
  filter: BrandFilter;
  onOpenSalesSummary: () => void;
}

function AchievementContent({ data, filter, onOpenSalesSummary }: ContentProps) {
  const option = useMemo(() => buildChartOption(achievementChart(data)), [data]);
  const model = useMemo(
    () =>
      achievementTable(data, (month) => ({
        label: `Open the sales summary for ${month.category} ${filter.year}`,
        onActivate: onOpenSalesSummary,
      })),
    [data, filter.year, onOpenSalesSummary],
  );
  const name = `ACHIEVEMENT SUMMARY ${filter.company} ${filter.year}`;
  return (
    <>
      <Chart
        option={option}
        height={ACHIEVEMENT_CHART_HEIGHT}
        label={`${ACHIEVEMENT_TITLE} chart: nett and achievement against target per month`}
        onPointClick={onOpenSalesSummary}
      />
      <DataTable
        model={model}
        label={`${ACHIEVEMENT_TITLE} by month`}
        fileName={name}
        sheetTitle={`${name} · ${data.datalastupdate.chartsubtitle}`}
      />
    </>
  );
}

export function AchievementSummaryWidget({
  filter,
  onOpenSalesSummary,
}: {
  filter: BrandFilter;
  /** Opens the beta sales summary of the filter's brand and year. */
  onOpenSalesSummary: () => void;
}) {
  const query = useMemo(() => brandQuery(filter), [filter]);
  const achievement = useSalesCall(ACHIEVEMENT_CALL, responses.achievementSummary, query);
  return (
    <WidgetCard
      name="AchievementSummaryWidget"
      title={ACHIEVEMENT_TITLE}
      query={achievement}
      subtitle={(data) => data.datalastupdate.chartsubtitle}
      isEmpty={hasNoSales}
    >
      {(data) => (
        <AchievementContent data={data} filter={filter} onOpenSalesSummary={onOpenSalesSummary} />
      )}
    </WidgetCard>
  );
}
