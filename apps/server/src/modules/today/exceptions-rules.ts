/**
 * The Today page's exceptions (issue 26, point 5) as pure rules over plain per-outlet facts: the
 * nett of the data day and of the same weekdays before it, the days of a window up to the data
 * day on which the traffic counter counted, the last day with sales, and the running month's
 * pacing sums. Which outlets fire and why; the SQL that gathers the facts is
 * today-exceptions.repository.ts, and exceptions.ts joins the two.
 */
import {
  type ExceptionKind,
  formatDecimal,
  formatRupiah,
  MONTH_NAMES,
  type TodayException,
  type TodayExceptionSettings,
  type Weekday,
} from '@outlet-pulse/contracts';
import { addDays, daysInMonth, fromDayNumber, toDayNumber } from '../../lib/business-date';
import { firstOfMonth, pacingFigures, sameDayLastYear } from '../sales-summary';
import { weekdayName } from './today-figures';

/** The two thresholds an administrator may change (contracts: portal-config.ts). */
export type ExceptionSettings = TodayExceptionSettings;

/** The sums of the data day's month that pacing needs (DOMAIN.md "Pacing"), exact. */
export interface MonthSums {
  /** 1st of the month to the data day. */
  nett: number;
  /** The same days a year earlier. */
  lastYearSameDays: number;
  lastYearWhole: number;
  /** The whole month's target; 0 without one. */
  target: number;
}

/** One outlet in scope with the facts the rules read. */
export interface OutletFacts {
  id: string;
  name: string;
  companyCode: string;
  typeCode: string;
  openDate: string;
  closeDate: string | null;
  /**
   * Nett of the data day and of the USUAL_WEEKS same weekdays before it, those that have a sales
   * row ('YYYY-MM-DD' → rupiah; a row of 0 nett is a row).
   */
  sales: ReadonlyMap<string, number>;
  /** The days from windowStartOf to the data day with a traffic reading above 0. */
  countedDays: ReadonlySet<string>;
  /** The last day up to the data day with a nett above 0, over all the data; null if none. */
  lastSaleDay: string | null;
  month: MonthSums;
}

/** An unusual day is at least this much below the usual same weekday: small outlets' noise. */
export const UNUSUAL_DAY_FLOOR = 1_000_000;
/** How many same weekdays before the data day make the usual one. */
export const USUAL_WEEKS = 4;
/** A traffic counter is silent after this many days without a count up to the data day. */
export const SILENT_DAYS = 2;
/** ... when it counted on most of this many days before those. */
export const USUAL_TRAFFIC_DAYS = 28;

/** The first day the traffic rule reads: the USUAL_TRAFFIC_DAYS before the silent ones. */
export function windowStartOf(dataDay: string): string {
  return addDays(dataDay, -(SILENT_DAYS + USUAL_TRAFFIC_DAYS - 1));
}

/** The traffic window's days, oldest first: windowStartOf(dataDay) is the first. */
export function windowDaysOf(dataDay: string): string[] {
  const first = toDayNumber(windowStartOf(dataDay));
  return Array.from({ length: SILENT_DAYS + USUAL_TRAFFIC_DAYS }, (_, offset) =>
    fromDayNumber(first + offset),
  );
}

/** The days whose nett the rules read: the data day, then each same weekday before it. */
export function sameWeekdaysOf(dataDay: string): string[] {
  return Array.from({ length: USUAL_WEEKS + 1 }, (_, week) => addDays(dataDay, -7 * week));
}

const WEEKDAY_NAMES: Record<Weekday, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

const dayMonth = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;
/** 'Thu 26 Nov'. */
const shortDay = (date: string) => `${weekdayName(date)} ${dayMonth(date)}`;
/** '9 Jun 2026'. */
const longDay = (date: string) => `${dayMonth(date)} ${date.slice(0, 4)}`;
/** A whole percentage with a true minus sign: '−42 %'. */
const signedPercent = (value: number) => {
  const whole = Math.round(value);
  return `${whole < 0 ? '−' : ''}${formatDecimal(Math.abs(whole), 0)} %`;
};

/** Trading on the day: opened by it and not closed before it (it trades on its close date). */
const isOpenOn = (outlet: OutletFacts, day: string) =>
  outlet.openDate <= day && (outlet.closeDate === null || outlet.closeDate >= day);

export interface ExceptionMember {
  outlet: OutletFacts;
  reason: string;
}

/**
 * Where the month will land against its whole target (DOMAIN.md "Pacing"), the percentage the
 * league table and the key figures show; null without a target.
 */
export function projectedPercent(month: MonthSums, dataDay: string): number | null {
  const year = Number(dataDay.slice(0, 4));
  const monthNumber = Number(dataDay.slice(5, 7));
  const daysElapsed = Number(dataDay.slice(8, 10));
  const daysInPeriod = daysInMonth(year, monthNumber);
  return pacingFigures({
    from: firstOfMonth(year, monthNumber),
    to: dataDay,
    daysElapsed,
    daysInPeriod,
    lastYearFrom: firstOfMonth(year - 1, monthNumber),
    lastYearTo: sameDayLastYear(dataDay),
    nett: month.nett,
    targetToDate: (month.target * daysElapsed) / daysInPeriod,
    target: month.target,
    lastYearSameDays: month.lastYearSameDays,
    lastYearWhole: month.lastYearWhole,
  }).projectedPersen;
}

/**
 * Outlets trading on the data day whose month is projected below the threshold of its target
 * (the shown two-decimal percentage; exactly the threshold is on pace), worst first. The
 * reason's whole percent is rounded down, so it never reads as the threshold itself.
 */
export function behindPace(
  outlets: readonly OutletFacts[],
  dataDay: string,
  thresholdPercent: number,
): ExceptionMember[] {
  const behind: { outlet: OutletFacts; percent: number }[] = [];
  for (const outlet of outlets) {
    if (!isOpenOn(outlet, dataDay)) continue;
    const percent = projectedPercent(outlet.month, dataDay);
    if (percent !== null && percent < thresholdPercent) behind.push({ outlet, percent });
  }
  return behind
    .sort((a, b) => a.percent - b.percent || a.outlet.id.localeCompare(b.outlet.id))
    .map(({ outlet, percent }) => ({
      outlet,
      reason: `projected ${formatDecimal(Math.floor(percent), 0)} % of target`,
    }));
}

/**
 * Outlets with a sales row on the same weekday a week before the data day and none on it: the
 * freshness line's expected outlets that did not report.
 */
export function notReported(outlets: readonly OutletFacts[], dataDay: string): ExceptionMember[] {
  const weekBefore = addDays(dataDay, -7);
  return outlets
    .filter((outlet) => outlet.sales.has(weekBefore) && !outlet.sales.has(dataDay))
    .map((outlet) => ({
      outlet,
      reason: `no sales on ${shortDay(dataDay)}; sold on ${shortDay(weekBefore)}`,
    }));
}

/**
 * Outlets trading on the data day whose counter has no reading above 0 (none, or 0 visitors)
 * on the last SILENT_DAYS days up to it, although it counted on most (more than half) of the USUAL_TRAFFIC_DAYS before
 * those. The reason names the first silent day.
 */
export function trafficSilent(outlets: readonly OutletFacts[], dataDay: string): ExceptionMember[] {
  // The days, newest first, made once: a date's arithmetic costs more than the rule.
  const days = windowDaysOf(dataDay).reverse();
  const silentDays = days.slice(0, SILENT_DAYS);
  const usualDays = days.slice(SILENT_DAYS, SILENT_DAYS + USUAL_TRAFFIC_DAYS);
  const members: ExceptionMember[] = [];
  for (const outlet of outlets) {
    if (!isOpenOn(outlet, dataDay)) continue;
    if (silentDays.some((day) => outlet.countedDays.has(day))) continue;
    const counted = usualDays.filter((day) => outlet.countedDays.has(day));
    const lastCount = counted[0];
    if (lastCount === undefined || counted.length * 2 <= USUAL_TRAFFIC_DAYS) continue;
    members.push({ outlet, reason: `no traffic count since ${dayMonth(addDays(lastCount, 1))}` });
  }
  return members;
}

/** A brand or a type of the scope without sales since a day, and its outlets. */
export interface QuietGroup {
  /** The company or type code the reason starts with. */
  label: string;
  /** The day after its last day with sales. */
  since: string;
  outlets: OutletFacts[];
}

/**
 * Each brand and each type of the scope's trading outlets whose last day with sales is before
 * the data day although it sold before. A type whose outlets are exactly a listed brand's (a
 * one-brand scope) is not listed again.
 */
export function noSalesSince(outlets: readonly OutletFacts[], dataDay: string): QuietGroup[] {
  const trading = outlets.filter((outlet) => isOpenOn(outlet, dataDay));
  const quiet = (groups: Map<string, OutletFacts[]>): QuietGroup[] => {
    const found: QuietGroup[] = [];
    for (const [label, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      let last: string | null = null;
      for (const { lastSaleDay } of members)
        if (lastSaleDay !== null && (last === null || lastSaleDay > last)) last = lastSaleDay;
      if (last !== null && last < dataDay)
        found.push({ label, since: addDays(last, 1), outlets: members });
    }
    return found;
  };
  const groupBy = (key: (outlet: OutletFacts) => string) => {
    const groups = new Map<string, OutletFacts[]>();
    for (const outlet of trading) {
      const members = groups.get(key(outlet));
      if (members) members.push(outlet);
      else groups.set(key(outlet), [outlet]);
    }
    return groups;
  };
  const brands = quiet(groupBy((outlet) => outlet.companyCode));
  const sameOutlets = (a: OutletFacts[], b: OutletFacts[]) =>
    a.length === b.length && a.every((outlet, index) => outlet === b[index]);
  const types = quiet(groupBy((outlet) => outlet.typeCode)).filter(
    (type) => !brands.some((brand) => sameOutlets(brand.outlets, type.outlets)),
  );
  return [...brands, ...types];
}

const median = (sorted: readonly number[]) => {
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The usual nett of a weekday and its spread: median and median absolute deviation. */
export function usualDay(values: readonly number[]): { median: number; deviation: number } {
  const middle = median(ascending(values));
  return { median: middle, deviation: median(ascending(values.map((v) => Math.abs(v - middle)))) };
}

/**
 * Outlets whose data-day nett is more than `madFactor` median absolute deviations below the
 * median of the USUAL_WEEKS same weekdays before it, and at least UNUSUAL_DAY_FLOOR below it
 * (with a deviation of 0, any lower value at least the floor below). Each of those weekdays
 * and the data day need a sales row: an outlet new within four weeks has no usual day, and a
 * missing data day is not-reported's. Largest drop first.
 */
export function unusualDay(
  outlets: readonly OutletFacts[],
  dataDay: string,
  madFactor: number,
): ExceptionMember[] {
  const usualWeekday = WEEKDAY_NAMES[weekdayName(dataDay)];
  const weeksBefore = sameWeekdaysOf(dataDay).slice(1);
  const drops: { outlet: OutletFacts; below: number; share: number | null }[] = [];
  for (const outlet of outlets) {
    const nett = outlet.sales.get(dataDay);
    if (nett === undefined) continue;
    const usual: number[] = [];
    for (const day of weeksBefore) {
      const value = outlet.sales.get(day);
      if (value !== undefined) usual.push(value);
    }
    if (usual.length < USUAL_WEEKS) continue;
    const { median: middle, deviation } = usualDay(usual);
    const below = middle - nett;
    if (below >= UNUSUAL_DAY_FLOOR && nett < middle - madFactor * deviation)
      drops.push({ outlet, below, share: middle > 0 ? (below / middle) * 100 : null });
  }
  return drops
    .sort(
      (a, b) =>
        (b.share ?? Number.POSITIVE_INFINITY) - (a.share ?? Number.POSITIVE_INFINITY) ||
        b.below - a.below ||
        a.outlet.id.localeCompare(b.outlet.id),
    )
    .map(({ outlet, below, share }) => ({
      outlet,
      reason:
        share === null
          ? `${formatRupiah(below)} below the usual ${usualWeekday}`
          : `${signedPercent(-share)} vs the usual ${usualWeekday}`,
    }));
}

const asException = (
  kind: ExceptionKind,
  members: readonly ExceptionMember[],
  since: string | null = null,
): TodayException => ({
  kind,
  count: members.length,
  since,
  outlets: members.map(({ outlet, reason }) => ({
    outletId: outlet.id,
    name: outlet.name,
    company: outlet.companyCode,
    reason,
  })),
});

/**
 * Every exception of the scope, in the order of EXCEPTION_KINDS: one item for each kind (a
 * count of 0 included), but no-sales-since, which has one item per quiet brand or type (none
 * when every one sold on the data day).
 */
export function todayExceptions(
  outlets: readonly OutletFacts[],
  dataDay: string,
  settings: ExceptionSettings,
): TodayException[] {
  return [
    asException('behind-pace', behindPace(outlets, dataDay, settings.behindPacePercent)),
    asException('not-reported', notReported(outlets, dataDay)),
    asException('traffic-silent', trafficSilent(outlets, dataDay)),
    ...noSalesSince(outlets, dataDay).map((group) =>
      asException(
        'no-sales-since',
        group.outlets.map((outlet) => ({
          outlet,
          reason: `${group.label}: no sales since ${longDay(group.since)}`,
        })),
        group.since,
      ),
    ),
    asException('unusual-day', unusualDay(outlets, dataDay, settings.unusualDayMadFactor)),
  ];
}
