/**
 * The running month day by day (issue 26, point 3), without React: the chart of the cumulative
 * nett against the cumulative target (the pace line) and last year's same weekdays, with the
 * projection drawn dotted from the data day to the month's end; and the day table under it.
 * Both come from the answer's `daily`, one entry per day of the month.
 */
import { formatRupiah, MONTH_NAMES, type TodayDaily } from '@outlet-pulse/contracts';
import type {
  TableAction,
  TableColumn,
  TableModel,
} from '../../../components/data-table/table-model';
import {
  buildChartOption,
  type ChartOption,
  type ChartSpec,
} from '../../../lib/charts/chart-option';

export const DAILY_SERIES = {
  nett: 'Nett (cumulative)',
  target: 'Target (pace line)',
  lastYear: 'Last year, same weekdays',
  projection: 'Projection',
} as const;

const BLUE = '#1c7ed6';
const AMBER = '#f59f00';
const GRAY = '#868e96';
const PROJECTION_INDEX = 3;

/** '2026-10-18' → '18 Oct 2026'. */
export function dayName(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** The month the days belong to: 'Oct 2026'. */
export function monthOfDays(daily: readonly TodayDaily[]): string {
  const first = daily[0];
  return first
    ? `${MONTH_NAMES[Number(first.date.slice(5, 7)) - 1]} ${first.date.slice(0, 4)}`
    : '';
}

function tooltipOf(daily: readonly TodayDaily[]): ChartSpec['tooltip'] {
  return ({ dataIndex, seriesIndex, seriesName, value }) => {
    const day = daily[dataIndex];
    if (!day) return [];
    const heading = `${day.weekday} ${dayName(day.date)}`;
    if (seriesIndex === 2) {
      return [
        heading,
        `${seriesName}: ${formatRupiah(value)}`,
        `up to ${day.weekday} ${dayName(day.lastYearDate)}`,
      ];
    }
    return [heading, `${seriesName}: ${formatRupiah(value)}`];
  };
}

export function dailyChartSpec(daily: readonly TodayDaily[]): ChartSpec {
  return {
    categories: daily.map((day) => String(Number(day.date.slice(8, 10)))),
    series: [
      { name: DAILY_SERIES.nett, type: 'line', data: daily.map((day) => day.cumulativeNett) },
      { name: DAILY_SERIES.target, type: 'line', data: daily.map((day) => day.cumulativeTarget) },
      {
        name: DAILY_SERIES.lastYear,
        type: 'line',
        data: daily.map((day) => day.cumulativeLastYear),
      },
      {
        name: DAILY_SERIES.projection,
        type: 'line',
        data: daily.map((day) => day.projectedCumulative),
      },
    ],
    axes: [{ name: 'Cumulative nett', labels: 'abbreviated' }],
    colors: [BLUE, AMBER, GRAY, BLUE],
    legendHeight: 30,
    tooltip: tooltipOf(daily),
  };
}

/**
 * The chart's option: the series as every sales chart draws them, the projection dotted and
 * without points but where it starts (the data day) and ends (the month's projection).
 */
export function dailyChartOption(daily: readonly TodayDaily[]): ChartOption {
  const option = buildChartOption(dailyChartSpec(daily));
  const series = (option.series ?? []) as { id?: string; [key: string]: unknown }[];
  const last = daily.length - 1;
  option.series = series.map((line) =>
    line.id === `series-${PROJECTION_INDEX}`
      ? {
          ...line,
          showSymbol: false,
          lineStyle: { ...(line.lineStyle as object), type: 'dotted' },
          data: (line.data as (number | null)[]).map((value, index) =>
            index === last && value !== null
              ? { value, symbol: 'emptyCircle', symbolSize: 9 }
              : value,
          ),
        }
      : line,
  ) as ChartOption['series'];
  return option;
}

type DayValue = (day: TodayDaily) => number | null;

const amountColumn = (id: string, header: string, value: DayValue): TableColumn<TodayDaily> => ({
  id,
  header,
  kind: 'rupiahShort',
  value,
});

/** A percentage in green at or above `par` (100 % of target, 0 % growth), red below. */
function percentColumn(
  id: string,
  header: string,
  value: DayValue,
  par: number,
): TableColumn<TodayDaily> {
  return {
    id,
    header,
    kind: 'percent',
    value,
    flag: (day) => {
      const figure = value(day);
      return figure === null ? 'X' : figure >= par ? 'Y' : 'N';
    },
  };
}

/** The day table's columns: date (a button that opens the month's detail), weekday, figures. */
export function dayTableModel(
  daily: readonly TodayDaily[],
  openDay: (day: TodayDaily) => void,
): TableModel<TodayDaily> {
  const action = (day: TodayDaily): TableAction | undefined =>
    day.nett === null
      ? undefined
      : {
          label: `Open the outlets of ${monthOfDays(daily)} up to ${dayName(day.date)}`,
          onActivate: () => openDay(day),
        };
  return {
    rowId: (day) => day.date,
    columns: [
      {
        id: 'date',
        header: 'DATE',
        rowHeader: true,
        value: (day) => dayName(day.date),
        action,
      },
      { id: 'weekday', header: 'DAY', value: (day) => day.weekday },
      amountColumn('nett', 'NETT', (day) => day.nett),
      amountColumn('target', 'TARGET', (day) => day.target),
      percentColumn('achievement', 'ACH. %', (day) => day.achievementPersen, 100),
      {
        ...amountColumn('lastYear', 'SAME WEEKDAY LY', (day) => day.lastYearNett),
        tooltip: (day) => `${day.weekday} ${dayName(day.lastYearDate)}`,
      },
      { ...percentColumn('growth', 'GROWTH', (day) => day.growthPersen, 0), arrows: true },
    ],
    sections: [{ id: 'days', rows: daily }],
    focusColumn: 'nett',
  };
}

/** Whether the month has any sales day yet. */
export const hasSalesDays = (daily: readonly TodayDaily[]) =>
  daily.some((day) => day.nett !== null);
