/**
 * The chart calls of the sales summary: sales, all brands, achievement, ASP/UPT/ATV, traffic
 * and like-for-like. Each checks its filter, reads the selection's months and returns the
 * figures as typed results (charts.presenter.ts writes them in the spec's wire format).
 */
import type {
  AllBrandQuery,
  Pacing,
  RunningMonth,
  SalesFilterQuery,
} from '@outlet-pulse/contracts';
import { type ChartFacts, loadChartFacts } from './chart-facts';
import {
  comparisons,
  type MetricFigures,
  type MetricKey,
  metricFigures,
  type NettMonth,
  type NettSeries,
  nettMonths,
  nettSeries,
  seriesMonths,
  type TrafficFigures,
  trafficFigures,
} from './month-figures';
import { pacingOf } from './pacing';
import type { SalesContext } from './sales-context';
import { allBrandSelection, resolveSelection } from './selection';

/** What every chart answer carries besides its figures. */
export interface ChartHeading {
  /** The data's last loaded day (`datelast`, one for every type), or null without sales. */
  lastSalesDate: string | null;
  running: RunningMonth | null;
}

/** The filter checked and its months read: the requested year and `yearsBack` before it. */
async function selectedFacts(
  context: SalesContext,
  query: SalesFilterQuery,
  yearsBack: 1 | 2,
  lfl = false,
): Promise<ChartFacts> {
  const selection = await resolveSelection(context, query);
  const years =
    yearsBack === 2 ? [query.year - 2, query.year - 1, query.year] : [query.year - 1, query.year];
  return loadChartFacts(context, selection, { year: query.year, years, lfl });
}

function headingOf(facts: ChartFacts): ChartHeading {
  return { lastSalesDate: facts.lastSalesDate, running: facts.running };
}

const threeYears = (year: number) => [year - 2, year - 1, year];

export interface SalesSummaryResult extends ChartHeading {
  series: NettSeries[];
  months: NettMonth[];
  pacing: Pacing;
}

export async function salesSummary(
  context: SalesContext,
  query: SalesFilterQuery,
): Promise<SalesSummaryResult> {
  const facts = await selectedFacts(context, query, 2);
  return {
    ...headingOf(facts),
    series: threeYears(query.year).map((year) => nettSeries(year, facts.monthsOf(year))),
    months: nettMonths(comparisons(facts)),
    pacing: pacingOf(facts),
  };
}

export interface SalesSummaryAllBrandResult extends ChartHeading {
  year: number;
  viewBy: AllBrandQuery['viewby'];
  /** View by TOTAL: one line per year of every company added up. */
  totalSeries: NettSeries[];
  /** Every visible company: its line of the requested year, its months and its pacing. */
  companies: {
    code: string;
    name: string;
    series: NettSeries;
    months: NettMonth[];
    pacing: Pacing;
  }[];
  pacing: Pacing;
}

export async function salesSummaryAllBrand(
  context: SalesContext,
  query: AllBrandQuery,
): Promise<SalesSummaryAllBrandResult> {
  const { companies, selection } = allBrandSelection(context, query, query.groupmain, 'groupmain');
  const facts = await loadChartFacts(context, selection, {
    year: query.year,
    years: threeYears(query.year),
  });
  return {
    ...headingOf(facts),
    year: query.year,
    viewBy: query.viewby,
    totalSeries: threeYears(query.year).map((year) => nettSeries(year, facts.monthsOf(year))),
    companies: companies.map((company) => ({
      code: company.code,
      name: company.name,
      series: nettSeries(query.year, facts.monthsOf(query.year, company.code)),
      months: nettMonths(comparisons(facts, company.code)),
      pacing: pacingOf(facts, company.code),
    })),
    pacing: pacingOf(facts),
  };
}

export interface AchievementSummaryResult extends ChartHeading {
  year: number;
  months: NettMonth[];
  pacing: Pacing;
}

export async function achievementSummary(
  context: SalesContext,
  query: SalesFilterQuery,
): Promise<AchievementSummaryResult> {
  const facts = await selectedFacts(context, query, 1);
  return {
    ...headingOf(facts),
    year: query.year,
    months: nettMonths(comparisons(facts)),
    pacing: pacingOf(facts),
  };
}

export interface AspUptAtvResult extends ChartHeading {
  year: number;
  metrics: Record<MetricKey, MetricFigures>;
}

export async function aspUptAtv(
  context: SalesContext,
  query: SalesFilterQuery,
  lfl: boolean,
): Promise<AspUptAtvResult> {
  const facts = await selectedFacts(context, query, lfl ? 1 : 2, lfl);
  const years = lfl ? [query.year - 1, query.year] : threeYears(query.year);
  return {
    ...headingOf(facts),
    year: query.year,
    metrics: {
      asp: metricFigures('asp', years, facts, lfl),
      upt: metricFigures('upt', years, facts, lfl),
      atv: metricFigures('atv', years, facts, lfl),
    },
  };
}

export interface TrafficSummaryResult extends ChartHeading {
  traffic: TrafficFigures;
}

export async function trafficSummary(
  context: SalesContext,
  query: SalesFilterQuery,
): Promise<TrafficSummaryResult> {
  const facts = await selectedFacts(context, query, 2);
  return {
    ...headingOf(facts),
    traffic: trafficFigures(threeYears(query.year), facts, false),
  };
}

export interface LflSalesSummaryResult extends ChartHeading {
  /** Last year, then this year, over each month's like-for-like outlets. */
  series: NettSeries[];
  months: NettMonth[];
  traffic: TrafficFigures;
}

export async function lflSalesSummary(
  context: SalesContext,
  query: SalesFilterQuery,
): Promise<LflSalesSummaryResult> {
  const facts = await selectedFacts(context, query, 1, true);
  const years = [query.year - 1, query.year];
  return {
    ...headingOf(facts),
    series: years.map((year) => nettSeries(year, seriesMonths(facts, year, true))),
    months: nettMonths(comparisons(facts)),
    traffic: trafficFigures(years, facts, true),
  };
}
