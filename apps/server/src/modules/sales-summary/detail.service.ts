/**
 * The detail modal: per outlet and in total, TODAY, MTD, YTD and the same ranges a year
 * earlier, around the request's reference day (DOMAIN.md, periods in the detail modal).
 */
import {
  DETAIL_PERIODS,
  type DetailQuery,
  MONTH_NAMES,
  type StatusFlag,
  totalPeriodName,
} from '@outlet-pulse/contracts';
import { daysInMonth } from '../../lib/business-date';
import {
  achievementPercent,
  flag,
  growthFlag,
  growthPercent,
  nullWhenZero,
  percentOf,
  ratio,
} from './metrics';
import { lastSalesDateOf } from './reference-data';
import type { SalesContext } from './sales-context';
import {
  type DetailOutletFacts,
  findDetailFacts,
  type OutletPeriodSums,
} from './sales-summary.repository';
import { checkYear, resolveSelection } from './selection';

type Period = (typeof DETAIL_PERIODS)[number];

interface PeriodFigures extends OutletPeriodSums {
  /** Exact, before rounding: fractions of a day's target add up across outlets. */
  target: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function detailRanges(year: number, month: number, lastSalesDate: string | null) {
  const monthPrefix = `${year}-${pad(month)}`;
  const referenceDay = lastSalesDate?.startsWith(monthPrefix)
    ? lastSalesDate
    : `${monthPrefix}-${pad(daysInMonth(year, month))}`;
  const day = Number(referenceDay.slice(8, 10));
  const lastYearDay = Math.min(day, daysInMonth(year - 1, month));
  return {
    referenceDay,
    day,
    lastYearDay,
    lastYearReferenceDay: `${year - 1}-${pad(month)}-${pad(lastYearDay)}`,
  };
}

function periodTargets(
  outlet: DetailOutletFacts,
  year: number,
  month: number,
  day: number,
  lastYearDay: number,
) {
  const target = (wantedYear: number, wantedMonth: number) =>
    outlet.targets.get(`${wantedYear}-${wantedMonth}`) ?? 0;
  const before = (wantedYear: number) => {
    let sum = 0;
    for (let earlier = 1; earlier < month; earlier++) sum += target(wantedYear, earlier);
    return sum;
  };
  const monthToDate = (target(year, month) * day) / daysInMonth(year, month);
  const lastMonthToDate = (target(year - 1, month) * lastYearDay) / daysInMonth(year - 1, month);
  return {
    today: target(year, month) / daysInMonth(year, month),
    month: monthToDate,
    Year: before(year) + monthToDate,
    lastmonth: lastMonthToDate,
    lastYear: before(year - 1) + lastMonthToDate,
  } satisfies Record<Period, number>;
}

function measures(figures: PeriodFigures) {
  const target = nullWhenZero(Math.round(figures.target));
  const achievement = achievementPercent(figures.nett, target);
  return {
    Nett: figures.nett,
    Target: target,
    Persen: achievement,
    Color: flag(achievement, achievement === null ? null : 100) as StatusFlag,
    Asp: ratio(figures.nett, figures.units),
    Upt: ratio(figures.units, figures.transactions),
    Atv: ratio(figures.nett, figures.transactions),
    Traffic: figures.visitors,
    TrafficTrx: figures.transactions,
    Conversion: percentOf(figures.transactions, figures.visitors),
  };
}

function growths(periods: Record<Period, PeriodFigures>) {
  const growthMtd = growthPercent(nullWhenZero(periods.month.nett), periods.lastmonth.nett);
  const growthYtd = growthPercent(nullWhenZero(periods.Year.nett), periods.lastYear.nett);
  const growthTrafficMtd = growthPercent(
    nullWhenZero(periods.month.visitors),
    periods.lastmonth.visitors,
  );
  const growthTrafficYtd = growthPercent(
    nullWhenZero(periods.Year.visitors),
    periods.lastYear.visitors,
  );
  return { growthMtd, growthYtd, growthTrafficMtd, growthTrafficYtd };
}

export async function salesDetail(context: SalesContext, query: DetailQuery, lfl: boolean) {
  checkYear(query.year, context.years);
  const selection = await resolveSelection(context, query, {
    totalMeansStructure: true,
  });
  const lastSalesDate = lastSalesDateOf(context.reference, query.type);
  const { referenceDay, day, lastYearDay, lastYearReferenceDay } = detailRanges(
    query.year,
    query.month,
    lastSalesDate,
  );
  const outlets = await findDetailFacts(context.database, selection, {
    year: query.year,
    month: query.month,
    referenceDay,
    lastYearReferenceDay,
    lfl,
  });

  const total = Object.fromEntries(
    DETAIL_PERIODS.map((period) => [
      period,
      { nett: 0, units: 0, transactions: 0, visitors: 0, target: 0 },
    ]),
  ) as Record<Period, PeriodFigures>;

  const rows = outlets.map((outlet) => {
    const targets = periodTargets(outlet, query.year, query.month, day, lastYearDay);
    const periods = Object.fromEntries(
      DETAIL_PERIODS.map((period) => [period, { ...outlet.sums[period], target: targets[period] }]),
    ) as Record<Period, PeriodFigures>;
    for (const period of DETAIL_PERIODS) {
      const sum = total[period];
      const own = periods[period];
      sum.nett += own.nett;
      sum.units += own.units;
      sum.transactions += own.transactions;
      sum.visitors += own.visitors;
      sum.target += own.target;
    }
    const row: Record<string, string | number | null> = {
      no_branch: outlet.outletId,
      branchname: outlet.name,
      status: outlet.closeDate !== null && outlet.closeDate < context.today ? 'CLOSED' : 'OPEN',
    };
    for (const period of DETAIL_PERIODS) {
      for (const [measure, value] of Object.entries(measures(periods[period])))
        row[`${period}${measure}`] = value;
    }
    for (const [field, value] of Object.entries(growths(periods))) {
      row[field] = value;
      row[`${field}Color`] = growthFlag(value);
    }
    return row;
  });

  const totals: Record<string, string | number | null> = {
    no_branch: 'TOTAL',
    branchname: 'TOTAL',
  };
  for (const period of DETAIL_PERIODS) {
    for (const [measure, value] of Object.entries(measures(total[period]))) {
      totals[`total${totalPeriodName(period)}${measure}`] = value;
    }
  }
  for (const [field, value] of Object.entries(growths(total))) {
    const name = `total${field[0]?.toUpperCase()}${field.slice(1)}`;
    totals[name] = value;
    totals[`${name}Color`] = growthFlag(value);
  }

  const paged =
    query.page !== undefined && query.limit !== undefined
      ? rows.slice(
          (Math.max(1, query.page) - 1) * query.limit,
          Math.max(1, query.page) * query.limit,
        )
      : rows;
  const monthName = (MONTH_NAMES[query.month - 1] as string).toUpperCase();
  return {
    title: `ACHIEVEMENT DETAIL ${lfl ? 'LFL ' : ''}${MONTH_NAMES[query.month - 1]} ${query.year}`,
    referenceDate: referenceDay,
    headername: {
      year_td: referenceDay,
      year_mtd: `MTD ${monthName} ${query.year}`,
      year_ytd: `YTD ${query.year}`,
      year_mtd_last: `MTD ${monthName} ${query.year - 1}`,
      year_ytd_last: `YTD ${query.year - 1}`,
      growth: 'GROWTH',
    },
    mainHeader: [totals],
    main: paged,
    count: rows.length,
  };
}
