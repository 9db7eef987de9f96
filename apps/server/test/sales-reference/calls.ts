/**
 * The sales calls as the tests see them: each call's path, how its input becomes a query
 * string, and which reference computation answers it.
 */
import type { ReferenceCaller } from './raw-data';
import type {
  AllBrandInput,
  DetailInput,
  DilutionDetailInput,
  FilterInput,
  Outcome,
  SalesReference,
} from './reference';

export const filterQuery = (input: FilterInput) => ({
  company: input.company,
  type: input.type,
  group: input.group,
  year: input.year,
  outlet: input.outlet === 'All' ? 'All' : input.outlet,
});

export const detailQuery = (input: DetailInput) => ({
  ...filterQuery(input),
  month: input.month,
  page: input.page,
  limit: input.limit,
});

/** Without a kind, the spec's detail parameters only. */
export const dilutionDetailQuery = (input: DilutionDetailInput) => ({
  ...detailQuery(input),
  ...(input.kind === undefined ? {} : { kind: input.kind }),
});

export const allBrandQuery = (input: AllBrandInput) => ({
  type: input.type,
  groupmain: input.groupmain,
  year: input.year,
  viewby: input.viewby,
});

type Answer = (reference: SalesReference, caller: ReferenceCaller) => Outcome<unknown>;

export interface FilterCall {
  call: string;
  answer: (input: FilterInput) => Answer;
}

/** The calls that take the plain filter (company, type, group, year, outlet). */
export const FILTER_CALLS: FilterCall[] = [
  {
    call: 'chartsalessummary',
    answer: (input) => (reference, caller) => reference.chartSalesSummary(caller, input),
  },
  {
    call: 'achievementsummary',
    answer: (input) => (reference, caller) => reference.achievementSummary(caller, input),
  },
  {
    call: 'chartprofitdilution',
    answer: (input) => (reference, caller) => reference.chartProfitDilution(caller, input),
  },
  {
    call: 'chartsales',
    answer: (input) => (reference, caller) => reference.chartSales(caller, input),
  },
  {
    call: 'charttrafficsummary',
    answer: (input) => (reference, caller) => reference.chartTrafficSummary(caller, input),
  },
  {
    call: 'lflsalessummary',
    answer: (input) => (reference, caller) => reference.lflSalesSummary(caller, input),
  },
  {
    call: 'lflsalesAspUptAtv',
    answer: (input) => (reference, caller) => reference.lflSalesAspUptAtv(caller, input),
  },
];

export interface DetailCall {
  call: string;
  answer: (input: DetailInput) => Answer;
}

export const DETAIL_CALLS: DetailCall[] = [
  {
    call: 'chartsalessummarydetail',
    answer: (input) => (reference, caller) => reference.chartSalesSummaryDetail(caller, input),
  },
  {
    call: 'lflsalessummarydetail',
    answer: (input) => (reference, caller) => reference.lflSalesSummaryDetail(caller, input),
  },
];
