/** Profit dilution: markdown, VIP and promo as shares of gross, by month, brand and category. */
import {
  DILUTION_KINDS,
  type DilutionDetailQuery,
  type DilutionKind,
  type SalesFilterQuery,
  type StatusFlag,
} from '@outlet-pulse/contracts';
import { monthOfDate } from './calendar';
import { type ChartFacts, loadChartFacts, type MonthTotals } from './chart-facts';
import type { ChartHeading } from './charts.service';
import { flag, growthFlag, pointChange, roundOrNull } from './metrics';
import { comparisons, type MonthLabels } from './month-figures';
import type { SalesContext } from './sales-context';
import { findCategoryMonths } from './sales-summary.repository';
import { allBrandSelection, resolveSelection, type Selection } from './selection';

export interface DiscountSums {
  gross: number;
  markdown: number;
  vip: number;
  promo: number;
}

const partOf: Record<DilutionKind, (sums: DiscountSums) => number> = {
  MARKDOWN: (sums) => sums.markdown,
  VIP: (sums) => sums.vip,
  PROMO: (sums) => sums.promo,
  TOTAL: (sums) => sums.markdown + sums.vip + sums.promo,
};

const exactDilutionOf = (kind: DilutionKind, sums: DiscountSums) =>
  sums.gross === 0 ? null : (partOf[kind](sums) / sums.gross) * 100;
const dilutionOf = (kind: DilutionKind, sums: DiscountSums) =>
  roundOrNull(exactDilutionOf(kind, sums));

const addDiscounts = (into: DiscountSums, from: DiscountSums) => {
  into.gross += from.gross;
  into.markdown += from.markdown;
  into.vip += from.vip;
  into.promo += from.promo;
};

interface YearToDate {
  thisYear: DiscountSums;
  lastYear: DiscountSums;
}

/**
 * 1 January to the reference day (`datelast` in the requested year, 31 December of a past
 * one), against the same dates last year: whole months, then the reference day's month as far
 * as it goes and what it is compared with. Nothing for a year without data yet.
 */
function yearToDate(facts: ChartFacts, companyCode?: string): YearToDate | null {
  if (facts.referenceDay === null) return null;
  const index = monthOfDate(facts.referenceDay) - 1;
  const thisYear = { gross: 0, markdown: 0, vip: 0, promo: 0 };
  const lastYear = { gross: 0, markdown: 0, vip: 0, promo: 0 };
  const months = facts.monthsOf(facts.year, companyCode);
  const lastMonths = facts.monthsOf(facts.year - 1, companyCode);
  for (let month = 0; month <= index; month++) {
    addDiscounts(thisYear, months[month] as MonthTotals);
    addDiscounts(
      lastYear,
      month === index ? facts.comparedWith(index, companyCode) : (lastMonths[month] as MonthTotals),
    );
  }
  return { thisYear, lastYear };
}

/** One dilution kind of one selection: each month against last year, and the year to date. */
export interface DilutionFigures {
  kind: DilutionKind;
  months: {
    month: number;
    labels: MonthLabels;
    value: number | null;
    lastValue: number | null;
    /** Lower is better. */
    status: StatusFlag;
  }[];
  ytd: number | null;
  ytdLast: number | null;
  /** ytd − ytdLast in percentage points. */
  change: number | null;
  changeStatus: StatusFlag;
}

export type DilutionTables = Record<DilutionKind, DilutionFigures>;

function dilutionFigures(
  kind: DilutionKind,
  facts: ChartFacts,
  companyCode?: string,
): DilutionFigures {
  const ytd = yearToDate(facts, companyCode);
  const exactYTD = ytd && exactDilutionOf(kind, ytd.thisYear);
  const exactYTDLast = ytd && exactDilutionOf(kind, ytd.lastYear);
  // A change of a share is told in percentage points, not as a growth of the share.
  const change = pointChange(exactYTD, exactYTDLast);
  return {
    kind,
    months: comparisons(facts, companyCode).map((month) => {
      const value = dilutionOf(kind, month.here);
      const lastValue = dilutionOf(kind, month.last);
      return {
        month: month.month,
        labels: month.labels,
        value,
        lastValue,
        status: flag(value, lastValue, true),
      };
    }),
    ytd: roundOrNull(exactYTD),
    ytdLast: roundOrNull(exactYTDLast),
    change,
    changeStatus: growthFlag(change, true),
  };
}

function dilutionTables(facts: ChartFacts, companyCode?: string): DilutionTables {
  return Object.fromEntries(
    DILUTION_KINDS.map((kind) => [kind, dilutionFigures(kind, facts, companyCode)]),
  ) as DilutionTables;
}

/** Each kind's line over the months of the requested year. */
function kindSeries(months: MonthTotals[]): Record<DilutionKind, (number | null)[]> {
  return Object.fromEntries(
    DILUTION_KINDS.map((kind) => [kind, months.map((month) => dilutionOf(kind, month))]),
  ) as Record<DilutionKind, (number | null)[]>;
}

export interface ProfitDilutionResult extends ChartHeading {
  year: number;
  series: Record<DilutionKind, (number | null)[]>;
  tables: DilutionTables;
}

/** The facts of the year and the one before, and the chart both dilution calls draw of them. */
async function dilutionChart(context: SalesContext, selection: Selection, query: SalesFilterQuery) {
  const facts = await loadChartFacts(context, selection, {
    year: query.year,
    years: [query.year - 1, query.year],
  });
  const chart = {
    lastSalesDate: facts.lastSalesDate,
    running: facts.running,
    year: query.year,
    series: kindSeries(facts.monthsOf(query.year)),
  };
  return { facts, chart };
}

export async function profitDilution(
  context: SalesContext,
  query: SalesFilterQuery,
): Promise<ProfitDilutionResult> {
  const selection = await resolveSelection(context, query);
  const { facts, chart } = await dilutionChart(context, selection, query);
  return { ...chart, tables: dilutionTables(facts) };
}

export interface ProfitDilutionAllBrandResult extends ChartHeading {
  year: number;
  /** The lines of every visible company added up. */
  series: Record<DilutionKind, (number | null)[]>;
  /** TOTAL first, then one row per visible company. */
  rows: { code: string; name: string; tables: DilutionTables }[];
}

export async function profitDilutionAllBrand(
  context: SalesContext,
  query: SalesFilterQuery,
): Promise<ProfitDilutionAllBrandResult> {
  const { companies, selection: all } = allBrandSelection(context, query, query.group);
  const { facts, chart } = await dilutionChart(context, all, query);
  return {
    ...chart,
    rows: [
      { code: 'TOTAL', name: 'TOTAL', tables: dilutionTables(facts) },
      ...companies.map((company) => ({
        code: company.code,
        name: company.name,
        tables: dilutionTables(facts, company.code),
      })),
    ],
  };
}

/** One dilution kind by product category: each month and the year to date. */
export interface DilutionDetailResult {
  kind: DilutionKind;
  /** Categories with gross in the year, in category-code order. */
  categories: DilutionCategory[];
  total: DilutionCategory;
}

export interface DilutionCategory {
  category: string;
  months: (number | null)[];
  ytd: number | null;
}

export async function profitDilutionDetail(
  context: SalesContext,
  query: DilutionDetailQuery,
): Promise<DilutionDetailResult> {
  const selection = await resolveSelection(context, query);
  const months = await context.reads.run((db) => findCategoryMonths(db, selection, query.year));
  const empty = () =>
    Array.from({ length: 12 }, () => ({ gross: 0, markdown: 0, vip: 0, promo: 0 }));
  const byCategory = new Map<string, DiscountSums[]>();
  const total = empty();
  for (const row of months) {
    let sums = byCategory.get(row.category);
    if (!sums) {
      sums = empty();
      byCategory.set(row.category, sums);
    }
    for (const target of [sums[row.month - 1], total[row.month - 1]]) {
      if (target) addDiscounts(target, row);
    }
  }
  const line = (category: string, sums: DiscountSums[]): DilutionCategory => {
    const year = { gross: 0, markdown: 0, vip: 0, promo: 0 };
    for (const month of sums) addDiscounts(year, month);
    return {
      category,
      months: sums.map((month) => dilutionOf(query.kind, month)),
      ytd: dilutionOf(query.kind, year),
    };
  };
  return {
    kind: query.kind,
    categories: [...byCategory.entries()]
      .filter(([, sums]) => sums.some((month) => month.gross !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([category, sums]) => line(category, sums)),
    total: line('Total', total),
  };
}
