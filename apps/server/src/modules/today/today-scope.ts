/**
 * What a Today request covers: its saved view (asked for, or the caller's default when the
 * request names no filter), the filter parameters over it, and the outlets they mean, checked
 * like every sales filter (unknown codes → 400, a company or outlet the caller may not see →
 * 403). A saved view's companies the caller may no longer see are dropped, never refused.
 */
import { ALL_OUTLETS, TOTAL_COMPANY, type TodayQuery } from '@outlet-pulse/contracts';
import { visibleCompanies } from '../../core/entitlements';
import { forbidden, invalidField } from '../../core/errors';
import {
  findOutletsByIds,
  resolveSelection,
  type SalesContext,
  type Selection,
} from '../sales-summary';
import { type ResolvedView, resolveView } from './today-views';

/** The filter a Today answer is computed for. */
export interface TodayFilter {
  companies: string[] | typeof TOTAL_COMPANY;
  type: string;
  groups: string[];
  outlets: string[] | typeof ALL_OUTLETS;
}

export const DEFAULT_TODAY_FILTER: TodayFilter = {
  companies: TOTAL_COMPANY,
  type: 'STORES',
  groups: ['O'],
  outlets: ALL_OUTLETS,
};

export interface TodayScopeResolved {
  filter: TodayFilter;
  selection: Selection;
  view: { id: string; name: string } | null;
  droppedCompanies: string[];
}

const hasFilter = (query: TodayQuery) =>
  query.company !== undefined ||
  query.type !== undefined ||
  query.group !== undefined ||
  query.outlet !== undefined;

/** A list naming TOTAL (or All) means all of them. */
const allOr = <Word extends string>(list: readonly string[], word: Word): string[] | Word =>
  list.includes(word) ? word : [...new Set(list)];

/** The view's filter with the request's parameters over it. */
export function todayFilterOf(query: TodayQuery, view: ResolvedView | null): TodayFilter {
  const base: TodayFilter = view
    ? {
        companies: view.filter.companies,
        type: view.filter.type,
        groups: [...view.filter.groups],
        outlets: view.filter.outlets,
      }
    : DEFAULT_TODAY_FILTER;
  return {
    companies: query.company ? allOr(query.company, TOTAL_COMPANY) : base.companies,
    type: query.type ?? base.type,
    groups: query.group ? [...new Set(query.group)] : base.groups,
    outlets: query.outlet ? allOr(query.outlet, ALL_OUTLETS) : base.outlets,
  };
}

/**
 * The outlets of a filter: the sales calls' selection of every visible company, narrowed to
 * the companies named (each one known and visible) and their outlets.
 */
export async function todaySelection(
  context: SalesContext,
  filter: TodayFilter,
): Promise<Selection> {
  const selection = await resolveSelection(context, {
    company: TOTAL_COMPANY,
    type: filter.type,
    group: filter.groups,
    outlet: filter.outlets === ALL_OUTLETS ? [ALL_OUTLETS] : filter.outlets,
    year: context.years[context.years.length - 1] as number,
  });
  if (filter.companies === TOTAL_COMPANY) return selection;
  const known = new Set(context.reference.companies.map((company) => company.code));
  const visible = new Set(selection.companies);
  for (const code of filter.companies) {
    if (!known.has(code)) throw invalidField('company', `unknown company ${code}`);
    if (!visible.has(code)) throw forbidden();
  }
  const named = new Set(filter.companies);
  if (filter.outlets !== ALL_OUTLETS) {
    for (const outlet of await findOutletsByIds(context.database.kysely, filter.outlets)) {
      if (!named.has(outlet.companyCode)) {
        throw invalidField(
          'outlet',
          `outlet ${outlet.id} is not an outlet of ${filter.companies.join(', ')}`,
        );
      }
    }
  }
  // Company-code order, as everywhere else.
  return { ...selection, companies: selection.companies.filter((code) => named.has(code)) };
}

/** The request's view (or the caller's default), filter and outlets. */
export async function resolveTodayScope(
  context: SalesContext,
  query: TodayQuery,
): Promise<TodayScopeResolved> {
  const view =
    query.view !== undefined
      ? await resolveView(context.database, context.caller, query.view, context.reference)
      : hasFilter(query)
        ? null
        : await resolveView(context.database, context.caller, null, context.reference);
  const filter = todayFilterOf(query, view);
  if (view && filter.companies !== TOTAL_COMPANY && filter.companies.length === 0) {
    // Every company of the view was dropped: what remains is nothing, not everything.
    return {
      filter,
      selection: { companies: [], type: filter.type, groups: [], outletIds: [] },
      view: { id: view.id, name: view.name },
      droppedCompanies: view.droppedCompanies,
    };
  }
  const selection = await todaySelection(context, filter);
  return {
    filter,
    selection,
    view: view ? { id: view.id, name: view.name } : null,
    droppedCompanies: view?.droppedCompanies ?? [],
  };
}

/** The companies of a selection with their names, in company-code order. */
export function scopeCompanies(context: SalesContext, selection: Selection) {
  const wanted = new Set(selection.companies);
  return visibleCompanies(context.reference, context.caller)
    .filter((company) => wanted.has(company.code))
    .map((company) => ({ code: company.code, name: company.name }));
}

/** The group codes a selection covers: every group when it names none (TOTALKCG). */
export function scopeGroups(context: SalesContext, selection: Selection): string[] {
  return selection.groups ?? context.reference.groups.map((group) => group.code);
}
