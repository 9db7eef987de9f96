/**
 * The figures of each month of the requested year, computed from a selection's months and
 * compared like with like (DOMAIN.md): the running month with last year's same days and its
 * month-to-date target, a month to come with nothing. Typed domain results; how they are named
 * and written on the wire is the presenters' business.
 */
import type { StatusFlag } from '@outlet-pulse/contracts';
import { MONTH_NAMES } from '@outlet-pulse/contracts';
import { type MonthState, monthState } from './calendar';
import type { ChartFacts, MonthTotals } from './chart-facts';
import {
  achievementPercent,
  exactRatio,
  flag,
  growthFlag,
  growthPercent,
  nullWhenZero,
  percentOf,
  roundOrNull,
} from './metrics';

/** How a month's two sides are named: 'Nov 2026' and 'Nov 2025', or a running month's days. */
export interface MonthLabels {
  here: string;
  last: string;
}

/** One month of the requested year beside what it is compared with. */
export interface MonthComparison {
  /** 1–12 */
  month: number;
  state: MonthState;
  here: MonthTotals;
  last: MonthTotals;
  labels: MonthLabels;
}

export function comparisons(facts: ChartFacts, companyCode?: string): MonthComparison[] {
  const { year, running } = facts;
  const thisYear = facts.monthsOf(year, companyCode);
  return MONTH_NAMES.map((name, index) => {
    const isRunning = running !== null && running.bulan === index + 1;
    return {
      month: index + 1,
      state: monthState(year, index + 1, facts.lastSalesDate),
      here: thisYear[index] as MonthTotals,
      last: facts.comparedWith(index, companyCode),
      labels: isRunning
        ? { here: running.label, last: running.lastYearLabel }
        : { here: `${name} ${year}`, last: `${name} ${year - 1}` },
    };
  });
}

/** A month to come has no value: its growth and achievement stay empty. */
const started = (month: MonthComparison) => month.state !== 'to-come';

/** Rupiah of a target as answers show it: whole, null when there is none. */
export const shownTarget = (target: number) => nullWhenZero(Math.round(target));

/**
 * The months of `year` as a series draws them. In like-for-like charts last year's running
 * month is its same days, so both points cover the same days (DOMAIN.md).
 */
export function seriesMonths(facts: ChartFacts, year: number, lfl = false): MonthTotals[] {
  const months = facts.monthsOf(year);
  if (!lfl || !facts.running || year !== facts.year - 1) return months;
  const index = facts.running.bulan - 1;
  return months.map((month, at) => (at === index ? facts.comparedWith(index) : month));
}

/** A year's nett line: a gap for a month without sales, its whole months' targets, the mean. */
export interface NettSeries {
  year: number;
  nett: (number | null)[];
  target: (number | null)[];
  /** The target of each point's days (month to date, or last year's same days). */
  targetToDate: (number | null)[];
  average: number | null;
}

export function nettSeries(year: number, months: readonly MonthTotals[]): NettSeries {
  const nett = months.map((month) => nullWhenZero(month.nett));
  const present = nett.filter((value): value is number => value !== null);
  return {
    year,
    nett,
    target: months.map((month) => shownTarget(month.target)),
    targetToDate: months.map((month) => shownTarget(month.targetToDate)),
    average:
      present.length === 0
        ? null
        : Math.round(present.reduce((sum, value) => sum + value, 0) / present.length),
  };
}

/** A month's nett against last year and against its target. */
export interface NettMonth {
  month: number;
  running: boolean;
  labels: MonthLabels;
  nett: number;
  lastNett: number;
  growth: number | null;
  growthStatus: StatusFlag;
  /** The target of the days covered, as shown. */
  target: number | null;
  achievement: number | null;
  achievementStatus: StatusFlag;
}

export function nettMonths(months: readonly MonthComparison[]): NettMonth[] {
  return months.map((month) => {
    const growth = started(month) ? growthPercent(month.here.nett, month.last.nett) : null;
    const { targetToDate } = month.here;
    const achievement = started(month)
      ? achievementPercent(month.here.nett, nullWhenZero(targetToDate))
      : null;
    return {
      month: month.month,
      running: month.state === 'running',
      labels: month.labels,
      nett: month.here.nett,
      lastNett: month.last.nett,
      growth,
      growthStatus: growthFlag(growth),
      target: shownTarget(targetToDate),
      achievement,
      achievementStatus: flag(achievement, achievement === null ? null : 100),
    };
  });
}

export const METRICS = {
  asp: (month: MonthTotals) => exactRatio(month.nett, month.units),
  upt: (month: MonthTotals) => exactRatio(month.units, month.transactions),
  atv: (month: MonthTotals) => exactRatio(month.nett, month.transactions),
} as const;

export type MetricKey = keyof typeof METRICS;

/** A ratio's month: its value this year and last, and the growth of the exact ratios. */
export interface MetricMonth {
  month: number;
  labels: MonthLabels;
  nett: number;
  value: number | null;
  lastValue: number | null;
  growth: number | null;
  growthStatus: StatusFlag;
}

export interface MetricFigures {
  /** One line per year shown, oldest first. */
  series: { year: number; values: (number | null)[] }[];
  months: MetricMonth[];
}

export function metricFigures(
  key: MetricKey,
  years: readonly number[],
  facts: ChartFacts,
  lfl: boolean,
): MetricFigures {
  const of = METRICS[key];
  return {
    series: years.map((year) => ({
      year,
      values: seriesMonths(facts, year, lfl).map((month) => roundOrNull(of(month))),
    })),
    months: comparisons(facts).map((month) => {
      const exact = of(month.here);
      const exactLast = of(month.last);
      const growth = started(month) ? growthPercent(exact, exactLast) : null;
      return {
        month: month.month,
        labels: month.labels,
        nett: month.here.nett,
        value: roundOrNull(exact),
        lastValue: roundOrNull(exactLast),
        growth,
        growthStatus: growthFlag(growth),
      };
    }),
  };
}

/** Conversion over the days with a traffic reading only (DOMAIN.md). */
const conversionOf = (month: MonthTotals) => percentOf(month.trafficTransactions, month.visitors);

export const TRAFFIC_MEASURES = {
  traffic: (month: MonthTotals) => nullWhenZero(month.visitors),
  transactions: (month: MonthTotals) => nullWhenZero(month.trafficTransactions),
  conversion: conversionOf,
} as const;

export type TrafficMeasure = keyof typeof TRAFFIC_MEASURES;

/** A traffic measure's month: this year against last year, higher is better. */
export interface TrafficMonth {
  labels: MonthLabels;
  value: number | null;
  lastValue: number | null;
  status: StatusFlag;
}

export interface TrafficFigures {
  series: { year: number; visitors: (number | null)[]; conversion: (number | null)[] }[];
  rows: Record<TrafficMeasure, TrafficMonth[]>;
}

export function trafficFigures(
  years: readonly number[],
  facts: ChartFacts,
  lfl: boolean,
): TrafficFigures {
  const months = comparisons(facts);
  const row = (measure: TrafficMeasure) =>
    months.map((month) => {
      const value = TRAFFIC_MEASURES[measure](month.here);
      const lastValue = TRAFFIC_MEASURES[measure](month.last);
      return { labels: month.labels, value, lastValue, status: flag(value, lastValue) };
    });
  return {
    series: years.map((year) => {
      const shown = seriesMonths(facts, year, lfl);
      return {
        year,
        visitors: shown.map((month) => nullWhenZero(month.visitors)),
        conversion: shown.map(conversionOf),
      };
    }),
    rows: {
      traffic: row('traffic'),
      transactions: row('transactions'),
      conversion: row('conversion'),
    },
  };
}
