/**
 * The twelve months of each year that a chart call compares, for one selection, over all its
 * companies or one of them (DOMAIN.md, "The running month"): whole months from the rollups;
 * the running month of the requested year up to `datelast`; months to come with their targets
 * only; and, for the running month, last year's same days. The running month's windows come
 * from their own rollup (`running_month_sales`), read in the same statements as the months.
 */
import type { RunningMonth } from '@outlet-pulse/contracts';
import { daysInMonth } from '../../lib/business-date';
import { monthState, referenceDayOfYear, runningMonthOf } from './calendar';
import type { SalesContext } from './sales-context';
import {
  emptyRangeSums,
  FACT_PART,
  type MonthlyFacts,
  type RangeSums,
} from './sales-summary.repository';
import type { Selection } from './selection';

export interface MonthTotals extends RangeSums {
  /** The whole month's target, exact. */
  target: number;
  /** The target of the days the month's sales cover: whole days to `datelast` when running. */
  targetToDate: number;
}

export const emptyMonth = (): MonthTotals => ({ ...emptyRangeSums(), target: 0, targetToDate: 0 });

const RANGE_FIELDS = [
  'gross',
  'markdown',
  'vip',
  'promo',
  'nett',
  'units',
  'transactions',
  'visitors',
  'trafficTransactions',
] as const satisfies readonly (keyof RangeSums)[];

function addRange(into: RangeSums, from: RangeSums): void {
  for (const field of RANGE_FIELDS) into[field] += from[field];
}

export interface ChartFacts {
  /** The requested year. */
  year: number;
  lastSalesDate: string | null;
  running: RunningMonth | null;
  /** The last day that year-to-date and pacing figures of the year reach. */
  referenceDay: string | null;
  /** Twelve months of `year`, of every company of the selection or of one. */
  monthsOf(year: number, companyCode?: string): MonthTotals[];
  /**
   * What month `index` (0–11) of the requested year is compared with: last year's same days
   * for the running month, last year's whole month otherwise.
   */
  comparedWith(index: number, companyCode?: string): MonthTotals;
}

export interface ChartFactsRequest {
  year: number;
  /** The years whose months are read; the requested year and the one before at least. */
  years: readonly number[];
  /** Keep only each month's like-for-like outlets. */
  lfl?: boolean;
}

export async function loadChartFacts(
  context: SalesContext,
  selection: Selection,
  request: ChartFactsRequest,
): Promise<ChartFacts> {
  const { year } = request;
  // One `datelast` for every type: a type that last sold earlier still runs to it (DOMAIN.md).
  const lastSalesDate = context.reference.lastSalesDate;
  const running = runningMonthOf(year, lastSalesDate);
  const lfl = request.lfl ?? false;
  const monthly = await context.facts.monthlyFacts(
    selection,
    request.years,
    lfl
      ? {
          lflYear: year,
          lflRunning: running && lastSalesDate ? { month: running.bulan, lastSalesDate } : null,
        }
      : {},
  );
  return chartFacts({ year, years: request.years, lastSalesDate, running, monthly });
}

/** Assembles the months from what the repository read. */
function chartFacts(input: {
  year: number;
  years: readonly number[];
  lastSalesDate: string | null;
  running: RunningMonth | null;
  monthly: readonly MonthlyFacts[];
}): ChartFacts {
  const { year, years, lastSalesDate, running, monthly } = input;
  const grids = new Map<string, Map<number, MonthTotals[]>>();
  /** The running month's window (to date, or last year's same days) of all or one company. */
  const windowSum = (
    part: typeof FACT_PART.toDate | typeof FACT_PART.sameDaysLastYear,
    companyCode: string | undefined,
  ): RangeSums => {
    const sums = emptyMonth();
    if (!running) return sums;
    const windowYear = part === FACT_PART.toDate ? running.year : running.year - 1;
    for (const fact of monthly) {
      if (fact.part !== part || fact.year !== windowYear || fact.month !== running.bulan) continue;
      if (companyCode === undefined || fact.companyCode === companyCode) addRange(sums, fact);
    }
    return sums;
  };

  const gridOf = (companyCode: string | undefined) => {
    const key = companyCode ?? '*';
    const known = grids.get(key);
    if (known) return known;
    const grid = new Map(years.map((shown) => [shown, Array.from({ length: 12 }, emptyMonth)]));
    for (const fact of monthly) {
      if (fact.part !== FACT_PART.month) continue;
      if (companyCode !== undefined && fact.companyCode !== companyCode) continue;
      const month = grid.get(fact.year)?.[fact.month - 1];
      if (!month) continue;
      addRange(month, fact);
      month.target += fact.target;
    }
    for (const [shown, months] of grid) {
      months.forEach((month, index) => {
        const state = monthState(shown, index + 1, lastSalesDate);
        month.targetToDate = month.target;
        if (state === 'to-come') {
          // Months to come have no value (a door counter may report days without sales).
          months[index] = { ...emptyMonth(), target: month.target, targetToDate: month.target };
        } else if (state === 'running' && running && shown === year) {
          months[index] = {
            ...windowSum(FACT_PART.toDate, companyCode),
            target: month.target,
            targetToDate: (month.target * running.daysElapsed) / running.daysInMonth,
          };
        }
      });
    }
    grids.set(key, grid);
    return grid;
  };

  const monthsOf = (shown: number, companyCode?: string) =>
    gridOf(companyCode).get(shown) ?? Array.from({ length: 12 }, emptyMonth);

  return {
    year,
    lastSalesDate,
    running,
    referenceDay: referenceDayOfYear(year, lastSalesDate),
    monthsOf,
    comparedWith(index, companyCode) {
      const lastYear = monthsOf(year - 1, companyCode)[index] ?? emptyMonth();
      if (!running || index !== running.bulan - 1) return lastYear;
      const days = Number(running.lastYearTo.slice(8, 10));
      return {
        ...windowSum(FACT_PART.sameDaysLastYear, companyCode),
        target: lastYear.target,
        targetToDate: (lastYear.target * days) / daysInMonth(year - 1, running.bulan),
      };
    },
  };
}
