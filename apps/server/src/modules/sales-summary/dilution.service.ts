/** Profit dilution: markdown, VIP and promo as shares of gross, by month, brand and category. */
import {
  type DilutionDetailQuery,
  type DilutionKind,
  MONTH_NAMES,
  type SalesFilterQuery,
} from '@outlet-pulse/contracts';
import { daysInMonth } from '../../lib/business-date';
import { flag, growthFlag, growthPercent, percentText, roundOrNull } from './metrics';
import { type MonthTotals, monthsOf, totalsByYear } from './month-totals';
import { lastSalesDateOf } from './reference-data';
import { dataLastUpdate, type SalesContext } from './sales-context';
import {
  type DiscountSums,
  findCategoryMonths,
  findDiscountsToDate,
  findMonthlyFacts,
} from './sales-summary.repository';
import {
  checkType,
  checkYear,
  entitledOutlets,
  resolveGroups,
  resolveSelection,
  type Selection,
  visibleCompanies,
} from './selection';

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

interface YearToDate {
  thisYear: DiscountSums;
  lastYear: DiscountSums;
}

/** The reference day of year Y: the last sales date when it falls in Y, else 31 December. */
function referenceDayOfYear(context: SalesContext, type: string, year: number): string {
  const last = lastSalesDateOf(context.reference, type);
  return last?.startsWith(`${year}-`) ? last : `${year}-12-31`;
}

interface CompanyYearToDate {
  thisYear: Map<string, DiscountSums>;
  lastYear: Map<string, DiscountSums>;
}

/** Year to date per company up to the reference day, and the same range a year earlier. */
async function yearToDate(
  context: SalesContext,
  selection: Selection,
  year: number,
  referenceDay: string,
) {
  const month = Number(referenceDay.slice(5, 7));
  const lastYearDay = Math.min(Number(referenceDay.slice(8, 10)), daysInMonth(year - 1, month));
  const lastYearReference = `${year - 1}-${referenceDay.slice(5, 7)}-${String(lastYearDay).padStart(2, '0')}`;
  const [thisYear, lastYear] = await Promise.all([
    findDiscountsToDate(context.database, selection, year, referenceDay),
    findDiscountsToDate(context.database, selection, year - 1, lastYearReference),
  ]);
  return { thisYear, lastYear };
}

/** The year-to-date sums of one company, or of all of them added up. */
function yearToDateOf(byCompany: CompanyYearToDate, companyCode?: string): YearToDate {
  const sum = (sums: Map<string, DiscountSums>) => {
    const total = { gross: 0, markdown: 0, vip: 0, promo: 0 };
    for (const [code, own] of sums) {
      if (companyCode !== undefined && code !== companyCode) continue;
      total.gross += own.gross;
      total.markdown += own.markdown;
      total.vip += own.vip;
      total.promo += own.promo;
    }
    return total;
  };
  return { thisYear: sum(byCompany.thisYear), lastYear: sum(byCompany.lastYear) };
}

function dilutionRow(
  kind: DilutionKind,
  year: number,
  thisYear: MonthTotals[],
  lastYear: MonthTotals[],
  ytd: YearToDate,
) {
  const row: Record<string, number | string | null> = { name: kind };
  MONTH_NAMES.forEach((name, index) => {
    const value = thisYear[index] ? dilutionOf(kind, thisYear[index]) : null;
    const last = lastYear[index] ? dilutionOf(kind, lastYear[index]) : null;
    row[name] = value;
    row[`${name}Color`] = flag(value, last, true);
    row[`${name}Toolip`] =
      `${name} ${year}: ${percentText(value)} · ${name} ${year - 1}: ${percentText(last)}`;
  });
  const exactYTD = exactDilutionOf(kind, ytd.thisYear);
  const exactYTDLast = exactDilutionOf(kind, ytd.lastYear);
  const growth = growthPercent(exactYTD, exactYTDLast);
  const totalYTD = roundOrNull(exactYTD);
  const totalYTDLast = roundOrNull(exactYTDLast);
  return {
    ...row,
    name: kind,
    totalYTD,
    totalYTDLast,
    growth,
    growthColor: growthFlag(growth, true),
  };
}

function dilutionTables(year: number, totals: Map<number, MonthTotals[]>, ytd: YearToDate) {
  const row = (kind: DilutionKind) =>
    dilutionRow(kind, year, monthsOf(totals, year), monthsOf(totals, year - 1), ytd);
  return {
    tableMarkdown: row('MARKDOWN'),
    tableVip: row('VIP'),
    tablePromo: row('PROMO'),
    tableTotal: row('TOTAL'),
  };
}

function kindSeries(year: number, months: MonthTotals[]) {
  return (['MARKDOWN', 'VIP', 'PROMO', 'TOTAL'] as const).map((kind) => ({
    name: kind,
    years: year,
    type: 'line' as const,
    yAxisIndex: 0 as const,
    data: months.map((month) => dilutionOf(kind, month)),
  }));
}

export async function profitDilution(context: SalesContext, query: SalesFilterQuery) {
  checkYear(query.year, context.years);
  const selection = await resolveSelection(context, query);
  const years = [query.year - 1, query.year];
  const referenceDay = referenceDayOfYear(context, query.type, query.year);
  const facts = await findMonthlyFacts(context.database, selection, years);
  const totals = totalsByYear(facts, years);
  const ytd = yearToDateOf(await yearToDate(context, selection, query.year, referenceDay));
  return {
    datalastupdate: dataLastUpdate(context, query.type),
    chartcategory: [...MONTH_NAMES],
    chart: kindSeries(query.year, monthsOf(totals, query.year)),
    ...dilutionTables(query.year, totals, ytd),
  };
}

export async function profitDilutionAllBrand(context: SalesContext, query: SalesFilterQuery) {
  checkYear(query.year, context.years);
  checkType(context.reference, query.type);
  const groups = resolveGroups(context.reference, query.group);
  const companies = visibleCompanies(context.reference, context.caller);
  const years = [query.year - 1, query.year];
  const all: Selection = {
    companies: companies.map((company) => company.code),
    type: query.type,
    groups,
    outletIds: entitledOutlets(context.caller),
  };
  const referenceDay = referenceDayOfYear(context, query.type, query.year);
  const [facts, byCompany] = await Promise.all([
    findMonthlyFacts(context.database, all, years),
    yearToDate(context, all, query.year, referenceDay),
  ]);
  const rowFor = (code: string, name: string, companyCode?: string) => ({
    company: code,
    companyName: name,
    ...dilutionTables(
      query.year,
      totalsByYear(facts, years, companyCode),
      yearToDateOf(byCompany, companyCode),
    ),
  });
  const rows = [
    rowFor('TOTAL', 'TOTAL'),
    ...companies.map((company) => rowFor(company.code, company.name, company.code)),
  ];
  return {
    datalastupdate: dataLastUpdate(context, query.type),
    chartcategory: [...MONTH_NAMES],
    chart: kindSeries(query.year, monthsOf(totalsByYear(facts, years), query.year)),
    rows,
  };
}

export async function profitDilutionDetail(context: SalesContext, query: DilutionDetailQuery) {
  checkYear(query.year, context.years);
  const selection = await resolveSelection(context, query, {
    totalMeansStructure: true,
  });
  const months = await findCategoryMonths(context.database, selection, query.year);
  const byCategory = new Map<string, DiscountSums[]>();
  const total = Array.from({ length: 12 }, () => ({ gross: 0, markdown: 0, vip: 0, promo: 0 }));
  for (const row of months) {
    let sums = byCategory.get(row.category);
    if (!sums) {
      sums = Array.from({ length: 12 }, () => ({ gross: 0, markdown: 0, vip: 0, promo: 0 }));
      byCategory.set(row.category, sums);
    }
    for (const target of [sums[row.month - 1], total[row.month - 1]]) {
      if (!target) continue;
      target.gross += row.gross;
      target.markdown += row.markdown;
      target.vip += row.vip;
      target.promo += row.promo;
    }
  }
  const line = (category: string, sums: DiscountSums[]) => {
    const year = sums.reduce(
      (sum, month) => ({
        gross: sum.gross + month.gross,
        markdown: sum.markdown + month.markdown,
        vip: sum.vip + month.vip,
        promo: sum.promo + month.promo,
      }),
      { gross: 0, markdown: 0, vip: 0, promo: 0 },
    );
    return {
      category,
      data: sums.map((month) => dilutionOf(query.kind, month)),
      persen: dilutionOf(query.kind, year),
    };
  };
  return {
    title: `MONTHLY CATEGORY ${query.kind}`,
    header: [...MONTH_NAMES],
    body: [...byCategory.entries()]
      .filter(([, sums]) => sums.some((month) => month.gross !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([category, sums]) => line(category, sums)),
    grandtotal: line('Total', total),
  };
}
