/**
 * Pacing (DOMAIN.md): where the month and the year holding the reference day stand, and where
 * they will land. Everything is computed from exact sums; amounts and percentages are rounded
 * once, for the answer.
 */
import type { Pacing, PacingFigures } from '@outlet-pulse/contracts';
import { daysInMonth } from '../../lib/business-date';
import {
  dayOfMonth,
  daysBetween,
  firstOfMonth,
  isoDate,
  monthOfDate,
  rangeLabel,
  sameDayLastYear,
} from './calendar';
import type { ChartFacts } from './chart-facts';
import {
  achievementPercent,
  flag,
  growthFlag,
  growthPercent,
  nullWhenZero,
  round2,
} from './metrics';

/** The exact sums one period's pacing needs. */
export interface PacingInput {
  from: string;
  to: string;
  daysElapsed: number;
  daysInPeriod: number;
  lastYearFrom: string;
  lastYearTo: string;
  nett: number;
  targetToDate: number;
  /** The whole period's target. */
  target: number;
  lastYearSameDays: number;
  lastYearWhole: number;
}

/** The run rate: what the period sells at the pace of the days elapsed. */
export const runRateOf = (nett: number, daysElapsed: number, daysInPeriod: number) =>
  (nett / daysElapsed) * daysInPeriod;

/**
 * The projection: the days elapsed shaped like last year's period, or the run rate when last
 * year's same days sold nothing.
 */
export function projectionOf(input: {
  nett: number;
  daysElapsed: number;
  daysInPeriod: number;
  lastYearSameDays: number;
  lastYearWhole: number;
}): number {
  return input.lastYearSameDays > 0
    ? input.nett * (input.lastYearWhole / input.lastYearSameDays)
    : runRateOf(input.nett, input.daysElapsed, input.daysInPeriod);
}

/** What each remaining day must sell: 0 once the target is met, nothing without days left. */
export function neededPerDayOf(input: {
  nett: number;
  target: number;
  daysElapsed: number;
  daysInPeriod: number;
}): number | null {
  if (input.target === 0) return null;
  if (input.nett >= input.target) return 0;
  const left = input.daysInPeriod - input.daysElapsed;
  return left > 0 ? (input.target - input.nett) / left : null;
}

/** Projected achievement: the projection against the whole period's target; 0 % allowed. */
export function projectedPercentOf(projection: number, target: number): number | null {
  return target === 0 ? null : round2((projection / target) * 100);
}

const wholeOrNull = (value: number | null) => (value === null ? null : Math.round(value));

export function pacingFigures(input: PacingInput): PacingFigures {
  const { nett, target, targetToDate, lastYearSameDays } = input;
  const achievement = achievementPercent(nett, nullWhenZero(targetToDate));
  const growth = growthPercent(nett, lastYearSameDays);
  const projection = projectionOf(input);
  const projected = projectedPercentOf(projection, target);
  return {
    from: input.from,
    to: input.to,
    daysElapsed: input.daysElapsed,
    daysInPeriod: input.daysInPeriod,
    lastYearFrom: input.lastYearFrom,
    lastYearTo: input.lastYearTo,
    label: rangeLabel(input.from, input.to),
    lastYearLabel: rangeLabel(input.lastYearFrom, input.lastYearTo),
    nett,
    targetToDate: nullWhenZero(Math.round(targetToDate)),
    achievementPersen: achievement,
    achievementStatus: flag(achievement, achievement === null ? null : 100),
    lastYearSameDays,
    lastYearWhole: input.lastYearWhole,
    growthPersen: growth,
    growthStatus: growthFlag(growth),
    target: nullWhenZero(Math.round(target)),
    runRate: Math.round(runRateOf(nett, input.daysElapsed, input.daysInPeriod)),
    projection: Math.round(projection),
    projectedPersen: projected,
    projectedStatus: flag(projected, projected === null ? null : 100),
    neededPerDay: wholeOrNull(neededPerDayOf({ ...input })),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Pacing of the month and year that hold the facts' reference day, for all or one company. */
export function pacingOf(facts: ChartFacts, companyCode?: string): Pacing {
  const reference = facts.referenceDay;
  if (reference === null) return { month: null, year: null };
  const { year } = facts;
  const month = monthOfDate(reference);
  const index = month - 1;
  const day = dayOfMonth(reference);
  const thisYear = facts.monthsOf(year, companyCode);
  const lastYear = facts.monthsOf(year - 1, companyCode);
  const current = thisYear[index];
  const lastYearMonth = lastYear[index];
  if (!current || !lastYearMonth) return { month: null, year: null };
  const sameDays = facts.comparedWith(index, companyCode);
  const lastYearReference = sameDayLastYear(reference);
  const before = thisYear.slice(0, index);
  const lastYearBefore = lastYear.slice(0, index);
  const yearStart = isoDate(year, 1, 1);
  const lastYearStart = isoDate(year - 1, 1, 1);
  return {
    month: pacingFigures({
      from: firstOfMonth(year, month),
      to: reference,
      daysElapsed: day,
      daysInPeriod: daysInMonth(year, month),
      lastYearFrom: firstOfMonth(year - 1, month),
      lastYearTo: lastYearReference,
      nett: current.nett,
      targetToDate: current.targetToDate,
      target: current.target,
      lastYearSameDays: sameDays.nett,
      lastYearWhole: lastYearMonth.nett,
    }),
    year: pacingFigures({
      from: yearStart,
      to: reference,
      daysElapsed: daysBetween(yearStart, reference),
      daysInPeriod: daysBetween(yearStart, isoDate(year, 12, 31)),
      lastYearFrom: lastYearStart,
      lastYearTo: lastYearReference,
      nett: sum(before.map((value) => value.nett)) + current.nett,
      targetToDate: sum(before.map((value) => value.target)) + current.targetToDate,
      target: sum(thisYear.map((value) => value.target)),
      lastYearSameDays: sum(lastYearBefore.map((value) => value.nett)) + sameDays.nett,
      lastYearWhole: sum(lastYear.map((value) => value.nett)),
    }),
  };
}
