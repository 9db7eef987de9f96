/**
 * The detail modal: per outlet and in total, TODAY, MTD, YTD and the same ranges a year
 * earlier, around the request's reference day, with the month's pacing (DOMAIN.md, periods in
 * the detail modal and "Pacing"). With company TOTAL it covers what the chart's TOTAL covers.
 */
import type {
  DETAIL_PERIODS,
  DetailPeriod,
  DetailQuery,
  StatusFlag,
} from '@outlet-pulse/contracts';
import { daysInMonth } from '../../lib/business-date';
import {
  dayOfMonth,
  firstOfMonth,
  hasStarted,
  isoDate,
  lastOfMonth,
  monthState,
  sameDayLastYear,
} from './calendar';
import {
  achievementPercent,
  flag,
  growthFlag,
  growthPercent,
  nullWhenZero,
  percentOf,
  ratio,
} from './metrics';
import { neededPerDayOf, projectedPercentOf, projectionOf, runRateOf } from './pacing';
import type { SalesContext } from './sales-context';
import {
  type DetailFacts,
  type DetailTargets,
  findDetailFacts,
  type OutletPeriodSums,
} from './sales-summary.repository';
import { resolveSelection } from './selection';

type Period = (typeof DETAIL_PERIODS)[number];

interface PeriodFigures extends OutletPeriodSums {
  /** Exact, never rounded before it divides: fractions of a day's target add up. */
  target: number;
}

/** The month's figures that pacing needs, summed like the periods. */
interface MonthPacingSums {
  /** The whole month's target. */
  target: number;
  lastYearMonthNett: number;
}

/** The request's reference day and the ranges the detail compares (DOMAIN.md). */
export function detailPeriod(
  year: number,
  month: number,
  lastSalesDate: string | null,
): DetailPeriod {
  const state = monthState(year, month, lastSalesDate);
  const to = state === 'running' && lastSalesDate ? lastSalesDate : lastOfMonth(year, month);
  return {
    state,
    from: firstOfMonth(year, month),
    to,
    daysElapsed: state === 'to-come' ? 0 : dayOfMonth(to),
    daysInMonth: daysInMonth(year, month),
    lastYearFrom: firstOfMonth(year - 1, month),
    lastYearTo: sameDayLastYear(to),
  };
}

/** The day counts the targets are cut by, the same for every outlet of a request. */
interface TargetDays {
  /** The reference day's day of the month, and last year's. */
  day: number;
  lastYearDay: number;
  daysInMonth: number;
  lastYearDaysInMonth: number;
}

function targetDaysOf(year: number, month: number, period: DetailPeriod): TargetDays {
  return {
    day: dayOfMonth(period.to),
    lastYearDay: dayOfMonth(period.lastYearTo),
    daysInMonth: daysInMonth(year, month),
    lastYearDaysInMonth: daysInMonth(year - 1, month),
  };
}

/** Each period's exact target: whole days of each month's target. */
function periodTargets(targets: DetailTargets, days: TargetDays): Record<Period, number> {
  const monthToDate = (targets.month * days.day) / days.daysInMonth;
  const lastMonthToDate = (targets.lastYearMonth * days.lastYearDay) / days.lastYearDaysInMonth;
  return {
    today: targets.month / days.daysInMonth,
    month: monthToDate,
    Year: targets.monthsBefore + monthToDate,
    lastmonth: lastMonthToDate,
    lastYear: targets.lastYearMonthsBefore + lastMonthToDate,
  };
}

/** A period's sums with its target. */
const withTarget = (sums: OutletPeriodSums, target: number): PeriodFigures => ({
  nett: sums.nett,
  units: sums.units,
  transactions: sums.transactions,
  visitors: sums.visitors,
  trafficTransactions: sums.trafficTransactions,
  trafficDays: sums.trafficDays,
  target,
});

/**
 * A period has values once it has begun (DOMAIN.md: months to come have none). Last year's
 * month and year to date are last year's facts: they keep their achievement beside a month to
 * come; growth needs this year's side as well.
 */
interface Started {
  month: boolean;
  year: boolean;
  lastMonth: boolean;
  lastYear: boolean;
}

/** One period's figures of an outlet or of the total. */
export interface PeriodMeasures {
  nett: number;
  /** As shown: whole rupiah, null without a target. */
  target: number | null;
  achievement: number | null;
  achievementStatus: StatusFlag;
  asp: number | null;
  upt: number | null;
  atv: number | null;
  /** Visitors of the days with a reading; null without a single reading. */
  traffic: number | null;
  trafficTransactions: number | null;
  conversion: number | null;
  /** The sums behind ASP, UPT and ATV (every day, like nett). */
  units: number;
  transactions: number;
}

function measures(figures: PeriodFigures, started: boolean): PeriodMeasures {
  const achievement = started
    ? achievementPercent(figures.nett, nullWhenZero(figures.target))
    : null;
  // Without a single traffic reading the period has no traffic, not 0 visitors.
  const read = figures.trafficDays > 0;
  return {
    nett: figures.nett,
    target: nullWhenZero(Math.round(figures.target)),
    achievement,
    achievementStatus: flag(achievement, achievement === null ? null : 100),
    asp: ratio(figures.nett, figures.units),
    upt: ratio(figures.units, figures.transactions),
    atv: ratio(figures.nett, figures.transactions),
    traffic: read ? figures.visitors : null,
    trafficTransactions: read ? figures.trafficTransactions : null,
    conversion: read ? percentOf(figures.trafficTransactions, figures.visitors) : null,
    units: figures.units,
    transactions: figures.transactions,
  };
}

export interface Growth {
  value: number | null;
  status: StatusFlag;
}

const growthOf = (value: number | null): Growth => ({ value, status: growthFlag(value) });

function growths(periods: Record<Period, PeriodFigures>, started: Started) {
  const traffic = (figures: PeriodFigures) => (figures.trafficDays > 0 ? figures.visitors : null);
  const growthMtd = started.month
    ? growthPercent(periods.month.nett, periods.lastmonth.nett)
    : null;
  const growthYtd = started.year ? growthPercent(periods.Year.nett, periods.lastYear.nett) : null;
  const growthTrafficMtd = started.month
    ? growthPercent(traffic(periods.month), traffic(periods.lastmonth))
    : null;
  const growthTrafficYtd = started.year
    ? growthPercent(traffic(periods.Year), traffic(periods.lastYear))
    : null;
  return {
    mtd: growthOf(growthMtd),
    ytd: growthOf(growthYtd),
    trafficMtd: growthOf(growthTrafficMtd),
    trafficYtd: growthOf(growthTrafficYtd),
  };
}

/** The month's pacing (DOMAIN.md); nothing but the target for a month to come. */
export interface MonthPacing {
  fullTarget: number | null;
  runRate: number | null;
  projection: number | null;
  projectedPercent: number | null;
  projectedStatus: StatusFlag;
  neededPerDay: number | null;
}

/** The month's pacing columns (`month…`), or nulls for a month to come. */
function monthPacing(
  figures: PeriodFigures,
  lastYearSameDays: number,
  sums: MonthPacingSums,
  period: DetailPeriod,
): MonthPacing {
  if (period.state === 'to-come') {
    return {
      fullTarget: nullWhenZero(Math.round(sums.target)),
      runRate: null,
      projection: null,
      projectedPercent: null,
      projectedStatus: 'X',
      neededPerDay: null,
    };
  }
  const days = { daysElapsed: period.daysElapsed, daysInPeriod: period.daysInMonth };
  const projection = projectionOf({
    nett: figures.nett,
    ...days,
    lastYearSameDays,
    lastYearWhole: sums.lastYearMonthNett,
  });
  const projected = projectedPercentOf(projection, sums.target);
  const needed = neededPerDayOf({ nett: figures.nett, target: sums.target, ...days });
  return {
    fullTarget: nullWhenZero(Math.round(sums.target)),
    runRate: Math.round(runRateOf(figures.nett, period.daysElapsed, period.daysInMonth)),
    projection: Math.round(projection),
    projectedPercent: projected,
    projectedStatus: flag(projected, projected === null ? null : 100),
    neededPerDay: needed === null ? null : Math.round(needed),
  };
}

/** What an outlet, or all of them, did in each period of the detail. */
export interface DetailFigures {
  periods: Record<Period, PeriodMeasures>;
  growth: ReturnType<typeof growths>;
  pacing: MonthPacing;
}

export interface DetailOutlet extends DetailFigures {
  id: string;
  name: string;
  status: 'OPEN' | 'CLOSED';
  companyCode: string;
  companyName: string;
  openDate: string;
  closeDate: string | null;
  /** Traded the whole of the month in both years. */
  lfl: boolean;
}

export interface SalesDetailResult {
  lfl: boolean;
  year: number;
  month: number;
  period: DetailPeriod;
  /** The outlets of the page asked for (all of them without paging), in outlet-id order. */
  outlets: DetailOutlet[];
  /** Outlets in all. */
  count: number;
  total: DetailFigures;
}

/** An outlet's or the total's figures: each period's sums with its share of the targets. */
function detailFigures(
  facts: DetailFacts,
  days: TargetDays,
  started: Started,
  period: DetailPeriod,
): DetailFigures {
  const targets = periodTargets(facts.targets, days);
  const periods: Record<Period, PeriodFigures> = {
    today: withTarget(facts.sums.today, targets.today),
    month: withTarget(facts.sums.month, targets.month),
    Year: withTarget(facts.sums.Year, targets.Year),
    lastmonth: withTarget(facts.sums.lastmonth, targets.lastmonth),
    lastYear: withTarget(facts.sums.lastYear, targets.lastYear),
  };
  const monthSums = { target: facts.targets.month, lastYearMonthNett: facts.lastYearMonthNett };
  return {
    periods: {
      today: measures(periods.today, started.month),
      month: measures(periods.month, started.month),
      Year: measures(periods.Year, started.year),
      lastmonth: measures(periods.lastmonth, started.lastMonth),
      lastYear: measures(periods.lastYear, started.lastYear),
    },
    growth: growths(periods, started),
    pacing: monthPacing(periods.month, periods.lastmonth.nett, monthSums, period),
  };
}

export async function salesDetail(
  context: SalesContext,
  query: DetailQuery,
  lfl: boolean,
): Promise<SalesDetailResult> {
  const selection = await resolveSelection(context, query);
  // One `datelast` for every type (DOMAIN.md).
  const lastSalesDate = context.reference.lastSalesDate;
  const period = detailPeriod(query.year, query.month, lastSalesDate);
  const started: Started = {
    month: period.state !== 'to-come',
    year: hasStarted(isoDate(query.year, 1, 1), lastSalesDate),
    lastMonth: hasStarted(period.lastYearFrom, lastSalesDate),
    lastYear: hasStarted(isoDate(query.year - 1, 1, 1), lastSalesDate),
  };
  const facts = await context.reads.run((db) =>
    findDetailFacts(db, selection, {
      year: query.year,
      month: query.month,
      referenceDay: period.to,
      lfl: lfl ? { year: query.year, month: query.month, lastSalesDate } : null,
    }),
  );
  const companyNames = new Map(
    context.reference.companies.map((company) => [company.code, company.name]),
  );
  const lflFrom = firstOfMonth(query.year - 1, query.month);
  const lflUntil = period.state === 'running' ? period.to : null;
  const days = targetDaysOf(query.year, query.month, period);
  const lastDayOfMonth = lastOfMonth(query.year, query.month);

  const rows = facts.outlets.map(
    (outlet): DetailOutlet => ({
      id: outlet.outletId,
      name: outlet.name,
      status: outlet.closeDate !== null && outlet.closeDate < context.today ? 'CLOSED' : 'OPEN',
      companyCode: outlet.companyCode,
      companyName: companyNames.get(outlet.companyCode) ?? outlet.companyCode,
      openDate: outlet.openDate,
      closeDate: outlet.closeDate,
      lfl:
        outlet.openDate <= lflFrom &&
        (outlet.closeDate === null ||
          (lflUntil === null ? outlet.closeDate > lastDayOfMonth : outlet.closeDate >= lflUntil)),
      ...detailFigures(outlet, days, started, period),
    }),
  );

  const paged =
    query.page !== undefined && query.limit !== undefined
      ? rows.slice(
          (Math.max(1, query.page) - 1) * query.limit,
          Math.max(1, query.page) * query.limit,
        )
      : rows;
  return {
    lfl,
    year: query.year,
    month: query.month,
    period,
    outlets: paged,
    count: rows.length,
    total: detailFigures(facts.total, days, started, period),
  };
}
