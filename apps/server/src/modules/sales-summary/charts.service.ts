/** The chart calls of the sales summary: sales, all brands, achievement, ASP/UPT/ATV, traffic, LFL. */
import type { AllBrandQuery, SalesFilterQuery } from '@outlet-pulse/contracts';
import { MONTH_NAMES } from '@outlet-pulse/contracts';
import {
  achievementCells,
  growthCells,
  metricBlock,
  salesSeries,
  trafficShapes,
} from './chart-shapes';
import {
  achievementPercent,
  flag,
  growthFlag,
  growthPercent,
  nullWhenZero,
  rupiah,
} from './metrics';
import { monthsOf, totalsByYear } from './month-totals';
import { dataLastUpdate, type SalesContext } from './sales-context';
import { findMonthlyFacts } from './sales-summary.repository';
import {
  checkType,
  checkYear,
  entitledOutlets,
  resolveGroups,
  resolveSelection,
  visibleCompanies,
} from './selection';

const categories = () => [...MONTH_NAMES];

async function selectedTotals(
  context: SalesContext,
  query: SalesFilterQuery,
  years: number[],
  lflYear?: number,
) {
  checkYear(query.year, context.years);
  const selection = await resolveSelection(context, query);
  const facts = await findMonthlyFacts(
    context.database,
    selection,
    years,
    lflYear === undefined ? {} : { lflYear },
  );
  return totalsByYear(facts, years);
}

export async function salesSummary(context: SalesContext, query: SalesFilterQuery) {
  const years = [query.year - 2, query.year - 1, query.year];
  const totals = await selectedTotals(context, query, years);
  return {
    datalastupdate: dataLastUpdate(context, query.type),
    chartcategory: categories(),
    tablecategory: categories(),
    chart: years.map((year) => salesSeries(`Sales ${year}`, year, monthsOf(totals, year))),
    tablegrowth: growthCells(
      monthsOf(totals, query.year),
      monthsOf(totals, query.year - 1),
      query.year,
    ),
    tableachievement: achievementCells(monthsOf(totals, query.year)),
  };
}

export async function salesSummaryAllBrand(context: SalesContext, query: AllBrandQuery) {
  checkYear(query.year, context.years);
  checkType(context.reference, query.type);
  const groups = resolveGroups(context.reference, query.groupmain, 'groupmain');
  const companies = visibleCompanies(context.reference, context.caller);
  const years = [query.year - 2, query.year - 1, query.year];
  const selection = {
    companies: companies.map((company) => company.code),
    type: query.type,
    groups,
    outletIds: entitledOutlets(context.caller),
  };
  const facts = await findMonthlyFacts(context.database, selection, years);
  const total = totalsByYear(facts, years);
  const chart =
    query.viewby === 'TOTAL'
      ? years.map((year) => salesSeries(`Sales ${year}`, year, monthsOf(total, year)))
      : companies.map((company) =>
          salesSeries(
            `${company.name} ${query.year}`,
            query.year,
            monthsOf(totalsByYear(facts, years, company.code), query.year),
          ),
        );
  return {
    datalastupdate: dataLastUpdate(context, query.type),
    chartcategory: categories(),
    tablecategory: categories(),
    chart,
    datatable: companies.map((company) => {
      const own = totalsByYear(facts, years, company.code);
      return {
        company: company.code,
        companyName: company.name,
        dataCurrentYearGrowth: growthCells(
          monthsOf(own, query.year),
          monthsOf(own, query.year - 1),
          query.year,
        ),
        dataCurrentYearAchievement: achievementCells(monthsOf(own, query.year)),
      };
    }),
  };
}

export async function achievementSummary(context: SalesContext, query: SalesFilterQuery) {
  const totals = await selectedTotals(context, query, [query.year]);
  const months = monthsOf(totals, query.year);
  const rows = months.map((month, index) => {
    const target = nullWhenZero(month.target);
    const achievement = achievementPercent(month.nett, target);
    return {
      category: MONTH_NAMES[index] as string,
      bulan: index + 1,
      nett: nullWhenZero(month.nett),
      target,
      achievementPersen: achievement,
      status: flag(achievement, achievement === null ? null : 100),
    };
  });
  return {
    datalastupdate: dataLastUpdate(context, query.type),
    chartcategory: categories(),
    chart: [
      {
        name: `Nett ${query.year}`,
        years: query.year,
        type: 'bar' as const,
        yAxisIndex: 0 as const,
        data: rows.map((row) => row.nett),
      },
      {
        name: `Achievement ${query.year}`,
        years: query.year,
        type: 'line' as const,
        yAxisIndex: 1 as const,
        data: rows.map((row) => row.achievementPersen),
      },
    ],
    table: rows,
  };
}

export async function aspUptAtv(context: SalesContext, query: SalesFilterQuery, lfl: boolean) {
  const years = lfl ? [query.year - 1, query.year] : [query.year - 2, query.year - 1, query.year];
  const totals = await selectedTotals(context, query, years, lfl ? query.year : undefined);
  return {
    datalastupdate: dataLastUpdate(context, query.type),
    chartcategory: categories(),
    dataAverageSellingPrice: metricBlock('asp', years, totals),
    dataUnitPerTransaction: metricBlock('upt', years, totals),
    dataAverageTransactionValue: metricBlock('atv', years, totals),
  };
}

export async function trafficSummary(context: SalesContext, query: SalesFilterQuery) {
  const years = [query.year - 2, query.year - 1, query.year];
  const totals = await selectedTotals(context, query, years);
  return {
    datalastupdate: dataLastUpdate(context, query.type),
    chartcategory: categories(),
    tableHeader: categories(),
    ...trafficShapes(years, totals),
  };
}

export async function lflSalesSummary(context: SalesContext, query: SalesFilterQuery) {
  const years = [query.year - 1, query.year];
  const totals = await selectedTotals(context, query, years, query.year);
  const thisYear = monthsOf(totals, query.year);
  const lastYear = monthsOf(totals, query.year - 1);
  const traffic = trafficShapes(years, totals);
  return {
    datalastupdate: dataLastUpdate(context, query.type),
    chartcategory: categories(),
    chartSalesSummaryData: years.map((year) => {
      const {
        name,
        years: seriesYear,
        type,
        yAxisIndex,
        data,
      } = salesSeries(`LFL ${year}`, year, monthsOf(totals, year));
      return { name, years: seriesYear, type, yAxisIndex, data };
    }),
    tableSalesSummaryData: MONTH_NAMES.map((name, index) => {
      const here = thisYear[index]?.nett ?? 0;
      const last = lastYear[index]?.nett ?? 0;
      const growth = growthPercent(nullWhenZero(here), last);
      return {
        category: name,
        bulan: index + 1,
        persenNettView: growth,
        status: growthFlag(growth),
        toolip: `${name} ${query.year}: ${rupiah(here)} · ${name} ${query.year - 1}: ${rupiah(last)}`,
      };
    }),
    main: years.flatMap((year) =>
      monthsOf(totals, year).map((month, index) => ({
        tahun: year,
        bulan: index + 1,
        nett: nullWhenZero(month.nett),
        target: nullWhenZero(month.target),
      })),
    ),
    tableHeader: categories(),
    chartTrafficData: traffic.chartData,
    tableTrafficData: traffic.tableTrafficData,
  };
}
