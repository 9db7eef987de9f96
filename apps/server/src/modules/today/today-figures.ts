/**
 * The Today page's figures (issue 26), pure functions over the daily sums the repository read:
 * the shown days, the running month day by day, the league table and the drivers of the
 * month's growth. Exact sums throughout; amounts and percentages are rounded once, here, for
 * the answer (DOMAIN.md).
 */
import type {
  DriverSplit,
  LeagueRow,
  TodayDaily,
  TodayDay,
  Weekday,
} from '@outlet-pulse/contracts';
import { WEEKDAYS } from '@outlet-pulse/contracts';
import {
  addDays,
  daysInMonth,
  fromDayNumber,
  toDayNumber,
  weekdayOf,
} from '../../lib/business-date';
import {
  achievementPercent,
  firstOfMonth,
  growthPercent,
  isoDate,
  lastOfMonth,
  nullWhenZero,
  pacingFigures,
  projectionOf,
  round2,
  sameDayLastYear,
} from '../sales-summary';
import type { DayRange, TodayDayRow, TodayRowKey, TodayTargetRow } from './today.repository';

/** Last year's day of the same weekday. */
export const SAME_WEEKDAY_DAYS = 364;
/** The league table's sparkline: the days up to the data day. */
export const SPARKLINE_DAYS = 14;

const yearOf = (date: string) => Number(date.slice(0, 4));
const monthOf = (date: string) => Number(date.slice(5, 7));
const dayOf = (date: string) => Number(date.slice(8, 10));

export function weekdayName(date: string): Weekday {
  // weekdayOf counts from Sunday (0); WEEKDAYS from Monday.
  return WEEKDAYS[(weekdayOf(toDayNumber(date)) + 6) % 7] as Weekday;
}

/** The same weekday 364 days before. */
export const sameWeekdayLastYear = (date: string) => addDays(date, -SAME_WEEKDAY_DAYS);

/** The same calendar date a year earlier; 29 February becomes the 28th. */
export function sameDateLastYear(date: string): string {
  const year = yearOf(date) - 1;
  const month = monthOf(date);
  return isoDate(year, month, Math.min(dayOf(date), daysInMonth(year, month)));
}

/** The days shown as "yesterday": the data day, or Saturday and Sunday when it is a Sunday. */
export function shownDays(dataDay: string): string[] {
  return weekdayName(dataDay) === 'Sun' ? [addDays(dataDay, -1), dataDay] : [dataDay];
}

/** The days of the data day's month and the windows last year it is compared with. */
export interface TodayPeriods {
  dataDay: string;
  year: number;
  month: number;
  monthStart: string;
  monthEnd: string;
  daysElapsed: number;
  daysInMonth: number;
  /** Last year's same days (same dates) and whole month. */
  lastYearFrom: string;
  lastYearTo: string;
  lastYearMonthEnd: string;
}

export function todayPeriods(dataDay: string): TodayPeriods {
  const year = yearOf(dataDay);
  const month = monthOf(dataDay);
  return {
    dataDay,
    year,
    month,
    monthStart: firstOfMonth(year, month),
    monthEnd: lastOfMonth(year, month),
    daysElapsed: dayOf(dataDay),
    daysInMonth: daysInMonth(year, month),
    lastYearFrom: firstOfMonth(year - 1, month),
    lastYearTo: sameDayLastYear(dataDay),
    lastYearMonthEnd: lastOfMonth(year - 1, month),
  };
}

const earliest = (dates: readonly string[]) => dates.reduce((a, b) => (b < a ? b : a));
const latest = (dates: readonly string[]) => dates.reduce((a, b) => (b > a ? b : a));

/** The days the figures read: this year's up to the data day, and last year's. */
export function rangesToRead(periods: TodayPeriods): DayRange[] {
  const shown = shownDays(periods.dataDay);
  const thisYear = {
    from: earliest([periods.monthStart, addDays(periods.dataDay, 1 - SPARKLINE_DAYS), ...shown]),
    to: periods.dataDay,
  };
  const lastYearDays = [
    sameWeekdayLastYear(periods.monthStart),
    sameWeekdayLastYear(periods.monthEnd),
    periods.lastYearFrom,
    periods.lastYearMonthEnd,
    ...shown.map(sameWeekdayLastYear),
    ...shown.map(sameDateLastYear),
  ];
  return [thisYear, { from: earliest(lastYearDays), to: latest(lastYearDays) }];
}

/** The months whose targets the figures need: the data day's, and a shown Saturday's. */
export function targetMonths(dataDay: string): { year: number; month: number }[] {
  const months = new Map(
    shownDays(dataDay).map((day) => [day.slice(0, 7), { year: yearOf(day), month: monthOf(day) }]),
  );
  return [...months.values()];
}

/** What the drivers split compares: a period's sales, and its visitors on reading days. */
export interface DriverSums {
  nett: number;
  units: number;
  transactions: number;
  visitors: number;
}

type RowFilter = (row: TodayDayRow) => boolean;
/** Which part of the scope a figure adds up: a company, or a company's group and type. */
export type KeyFilter = (row: TodayRowKey) => boolean;
const everyRow: KeyFilter = () => true;

/** The repository's rows by day, their nett added up over any days and part of the scope. */
export class DayIndex {
  readonly #byDay = new Map<string, TodayDayRow[]>();

  constructor(rows: readonly TodayDayRow[]) {
    for (const row of rows) {
      const day = this.#byDay.get(row.date);
      if (day) day.push(row);
      else this.#byDay.set(row.date, [row]);
    }
  }

  /** The nett of the days `from` to `to` (both counted) of the rows `keep` accepts. */
  sum(from: string, to: string, keep: RowFilter = everyRow): number {
    let nett = 0;
    for (let day = toDayNumber(from); day <= toDayNumber(to); day += 1) {
      for (const row of this.#byDay.get(fromDayNumber(day)) ?? []) {
        if (keep(row)) nett += row.nett;
      }
    }
    return nett;
  }

  nett(day: string, keep: RowFilter = everyRow): number {
    return this.sum(day, day, keep);
  }
}

/** The month targets of the rows `keep` accepts, exact. */
export function monthTarget(
  targets: readonly TodayTargetRow[],
  year: number,
  month: number,
  keep: (row: TodayTargetRow) => boolean = () => true,
): number {
  let total = 0;
  for (const row of targets) {
    if (row.year === year && row.month === month && keep(row)) total += row.target;
  }
  return total;
}

/** A day's target: its month's spread evenly over the month's days (DOMAIN.md), exact. */
export function dayTarget(targets: readonly TodayTargetRow[], date: string): number {
  const year = yearOf(date);
  const month = monthOf(date);
  return monthTarget(targets, year, month) / daysInMonth(year, month);
}

const wholeOrNull = (value: number | null) => (value === null ? null : Math.round(value));

export function dayFigures(
  index: DayIndex,
  targets: readonly TodayTargetRow[],
  date: string,
): TodayDay {
  const nett = index.nett(date);
  const target = nullWhenZero(dayTarget(targets, date));
  const compared = (other: string) => {
    const last = index.nett(other);
    return { date: other, nett: last, growthPersen: growthPercent(nett, last) };
  };
  return {
    date,
    weekday: weekdayName(date),
    nett,
    target: wholeOrNull(target),
    achievementPersen: achievementPercent(nett, target),
    sameWeekday: compared(sameWeekdayLastYear(date)),
    sameDate: compared(sameDateLastYear(date)),
  };
}

/**
 * Each day of the data day's month: nett and cumulative nett to the data day, the day's target
 * and the cumulative target (the pace line), last year's same weekday and its cumulative, and
 * from the data day on the projection: the cumulative nett growing, shaped like last year's
 * remaining days (by weekday; evenly when they sold nothing), to the month's projection on the
 * last day.
 */
export function dailySeries(
  index: DayIndex,
  periods: TodayPeriods,
  target: number,
  projection: number,
): TodayDaily[] {
  const days = Array.from({ length: periods.daysInMonth }, (_, offset) =>
    addDays(periods.monthStart, offset),
  );
  const dayTargetExact = target / periods.daysInMonth;
  let cumulativeNett = 0;
  let cumulativeLastYear = 0;
  const lastYearCumulative = days.map((day) => {
    cumulativeLastYear += index.nett(sameWeekdayLastYear(day));
    return cumulativeLastYear;
  });
  const elapsed = periods.daysElapsed;
  const lastYearAtData = lastYearCumulative[elapsed - 1] ?? 0;
  const lastYearAtEnd = lastYearCumulative[days.length - 1] ?? 0;
  let mtd = 0;
  return days.map((date, offset) => {
    const dayNumber = offset + 1;
    const lastYearDate = sameWeekdayLastYear(date);
    const lastYearNett = index.nett(lastYearDate);
    const hasData = dayNumber <= elapsed;
    const nett = hasData ? index.nett(date) : null;
    if (nett !== null) {
      cumulativeNett += nett;
      mtd = cumulativeNett;
    }
    let projected: number | null = null;
    if (dayNumber >= elapsed) {
      const share =
        lastYearAtEnd > lastYearAtData
          ? ((lastYearCumulative[offset] ?? 0) - lastYearAtData) / (lastYearAtEnd - lastYearAtData)
          : elapsed === periods.daysInMonth
            ? 1
            : (dayNumber - elapsed) / (periods.daysInMonth - elapsed);
      projected = Math.round(mtd + (projection - mtd) * share);
    }
    return {
      date,
      weekday: weekdayName(date),
      nett,
      target: wholeOrNull(nullWhenZero(dayTargetExact)),
      achievementPersen: achievementPercent(nett, nullWhenZero(dayTargetExact)),
      lastYearDate,
      lastYearNett,
      growthPersen: growthPercent(nett, lastYearNett),
      cumulativeNett: hasData ? cumulativeNett : null,
      cumulativeTarget: target === 0 ? null : Math.round(dayTargetExact * dayNumber),
      cumulativeLastYear: lastYearCumulative[offset] ?? null,
      projectedCumulative: projected,
    };
  });
}

/** The month's pacing input of the rows `keep` accepts. */
export function monthPacing(
  index: DayIndex,
  targets: readonly TodayTargetRow[],
  periods: TodayPeriods,
  keep: KeyFilter = everyRow,
) {
  const target = monthTarget(targets, periods.year, periods.month, keep);
  const input = {
    from: periods.monthStart,
    to: periods.dataDay,
    daysElapsed: periods.daysElapsed,
    daysInPeriod: periods.daysInMonth,
    lastYearFrom: periods.lastYearFrom,
    lastYearTo: periods.lastYearTo,
    nett: index.sum(periods.monthStart, periods.dataDay, keep),
    targetToDate: (target * periods.daysElapsed) / periods.daysInMonth,
    target,
    lastYearSameDays: index.sum(periods.lastYearFrom, periods.lastYearTo, keep),
    lastYearWhole: index.sum(periods.lastYearFrom, periods.lastYearMonthEnd, keep),
  };
  return { input, projection: projectionOf(input), figures: pacingFigures(input) };
}

/** One row of the league table before it is sorted. */
export interface LeagueEntry {
  key: string;
  label: string;
  company: string;
  type: string;
  group: string | null;
  /** Which of the repository's rows it adds up. */
  keep: KeyFilter;
}

export function leagueRow(
  entry: LeagueEntry,
  index: DayIndex,
  targets: readonly TodayTargetRow[],
  periods: TodayPeriods,
): LeagueRow {
  const { figures } = monthPacing(index, targets, periods, entry.keep);
  const lfl = (row: TodayDayRow) => row.lfl === 1 && entry.keep(row);
  const sparkline = Array.from({ length: SPARKLINE_DAYS }, (_, offset) =>
    nullWhenZero(index.nett(addDays(periods.dataDay, offset + 1 - SPARKLINE_DAYS), entry.keep)),
  );
  return {
    key: entry.key,
    label: entry.label,
    company: entry.company,
    type: entry.type,
    group: entry.group,
    nett: figures.nett,
    targetToDate: figures.targetToDate,
    achievementPersen: figures.achievementPersen,
    growthPersen: figures.growthPersen,
    lflGrowthPersen: growthPercent(
      index.sum(periods.monthStart, periods.dataDay, lfl),
      index.sum(periods.lastYearFrom, periods.lastYearTo, lfl),
    ),
    projectedPersen: figures.projectedPersen,
    neededPerDay: figures.neededPerDay,
    sparkline,
  };
}

/** Worst projected achievement first; rows without a projection last; then by label. */
export function byProjectedAchievement(a: LeagueRow, b: LeagueRow): number {
  if (a.projectedPersen !== b.projectedPersen) {
    if (a.projectedPersen === null) return 1;
    if (b.projectedPersen === null) return -1;
    return a.projectedPersen - b.projectedPersen;
  }
  return a.label.localeCompare(b.label);
}

/** A growth without a split: no comparison, or a period without sales, units or receipts. */
export const NO_SPLIT: DriverSplit = {
  growthPersen: null,
  trafficPp: null,
  conversionPp: null,
  transactionsPp: null,
  atvPp: null,
  uptPp: null,
  aspPp: null,
  trafficMeasured: false,
};

/** ln(this ÷ last), or null when either is 0. */
const logRatio = (current: number, last: number) =>
  current > 0 && last > 0 ? Math.log(current / last) : null;

/**
 * The growth of `current` against `last` split into log-ratio contributions (DOMAIN.md terms):
 * nett = transactions × UPT × ASP, and transactions = traffic × (transactions ÷ traffic) when
 * both periods have traffic readings. Each factor's ln(this ÷ last) is scaled by growth ÷
 * ln(nett ratio), so the contributions add up to the growth; the last of each split takes the
 * rounding, so the rounded figures add up exactly (atvPp = uptPp + aspPp, transactionsPp =
 * growth − atvPp, conversionPp = transactionsPp − trafficPp).
 */
export function driverSplit(current: DriverSums, last: DriverSums): DriverSplit {
  const growth = growthPercent(current.nett, last.nett);
  const trafficMeasured = current.visitors > 0 && last.visitors > 0;
  const nettLog = logRatio(current.nett, last.nett);
  const transactionsLog = logRatio(current.transactions, last.transactions);
  const unitsLog = logRatio(current.units, last.units);
  if (growth === null || nettLog === null || transactionsLog === null || unitsLog === null) {
    return { ...NO_SPLIT, growthPersen: growth, trafficMeasured };
  }
  const exactGrowth = (current.nett / last.nett - 1) * 100;
  // Growth per unit of log ratio; its limit, 100, when the nett did not move.
  const scale = Math.abs(nettLog) < 1e-12 ? 100 : exactGrowth / nettLog;
  const uptPp = round2(scale * (unitsLog - transactionsLog));
  const aspPp = round2(scale * (nettLog - unitsLog));
  const atvPp = round2(uptPp + aspPp);
  const transactionsPp = round2(growth - atvPp);
  const trafficLog = trafficMeasured ? logRatio(current.visitors, last.visitors) : null;
  const trafficPp = trafficLog === null ? null : round2(scale * trafficLog);
  return {
    growthPersen: growth,
    trafficPp,
    conversionPp: trafficPp === null ? null : round2(transactionsPp - trafficPp),
    transactionsPp,
    atvPp,
    uptPp,
    aspPp,
    trafficMeasured,
  };
}
