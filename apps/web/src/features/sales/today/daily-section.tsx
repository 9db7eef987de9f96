/**
 * The running month day by day (issue 26, point 3): the cumulative chart (nett, the target's
 * pace line, last year's same weekdays, the projection dotted to the month's end) and the day
 * table under it. A click on a point, or the date button of a row (the keyboard's way, as
 * canvas points take no focus), opens the month's outlet worklist up to the data day.
 */
import { Text } from '@mantine/core';
import type { TodayDaily } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { Chart } from '../../../lib/charts/chart';
import { dailyChartOption, dayTableModel, monthOfDays } from './daily-model';

/** The section's title: 'Oct 2026 day by day'. */
export const dailyTitle = (daily: readonly TodayDaily[]) => `${monthOfDays(daily)} day by day`;

/** Shorter than the monthly charts: it must read on a phone without turning it. */
const DAILY_CHART_HEIGHT = 320;

export function DailySection({
  daily,
  onOpenDay,
}: {
  daily: readonly TodayDaily[];
  onOpenDay: (day: TodayDaily) => void;
}) {
  const month = monthOfDays(daily);
  const option = useMemo(() => dailyChartOption(daily), [daily]);
  const model = useMemo(() => dayTableModel(daily, onOpenDay), [daily, onOpenDay]);
  const title = dailyTitle(daily);
  return (
    <>
      <Text size="xs" c="dimmed">
        Cumulative nett against the target's pace and last year's same weekdays; the dotted line is
        where the month lands at this pace. Open a day for the month's outlets.
      </Text>
      <div data-chart="daily">
        <Chart
          option={option}
          label={`${title}: cumulative nett, target, last year and projection`}
          height={DAILY_CHART_HEIGHT}
          onPointClick={(point) => {
            const day = daily[point.dataIndex];
            if (day) onOpenDay(day);
          }}
        />
      </div>
      <DataTable model={model} label={`${title}: days`} fileName={`today-${month}`} />
    </>
  );
}
