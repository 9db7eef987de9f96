/**
 * The sales summary filter as the page holds it (spec 001 §2.11, §3.6, §4), with no React in
 * it: how it reads from and writes to the address, the reset rules of each change, and how a
 * value the option lists do not know falls back to its default. The widgets never see this
 * state; they get the SalesFilter that `toSalesFilter` makes of it.
 */
import { ALL_GROUPS_CHOICE, VIEW_BY } from '@outlet-pulse/contracts';
import type { LinkScope } from '../api/sales-api';
import {
  ALL_OUTLETS,
  DEFAULT_GROUP,
  DEFAULT_OUTLET,
  DEFAULT_TYPE,
  type SalesFilter,
  TOTAL_COMPANY,
  type ViewBy,
} from '../sales-filter';
import { scopedCompanyChoices } from './link-scope';

/** The company choice that switches to the all-brand view. */
export const ALL_BRANDS = 'All';

export const DEFAULT_VIEW_BY: ViewBy = 'TOTAL';

/** How many years the year list offers: the current one and the two before (spec 001 §5). */
const YEARS_OFFERED = 3;

export type TabIndex = 1 | 2;
export const SALES_TAB: TabIndex = 1;
export const LFL_TAB: TabIndex = 2;

export interface FilterState {
  /** A company code, TOTAL, or All (the all-brand view). */
  company: string;
  type: string;
  group: string[];
  /** ['All'] or outlet ids. */
  outlet: string[];
  year: number;
  /** Read only when the company is All. */
  viewBy: ViewBy;
}

export type FilterFieldName = 'company' | 'year' | 'viewBy' | 'type' | 'group' | 'outlet';

/** What the all-brand view's filter holds: the company (to leave it), view-by and the year. */
const ALL_BRAND_FIELDS: readonly FilterFieldName[] = ['company', 'viewBy', 'year'];

/**
 * The fields a filter of this company shows, of those a screen offers: for All (the all-brand
 * view) the company (the way back to a brand), view-by and the year, as spec 001 §2.11 says
 * ("when the brand is All, the filter is view-by plus year instead"); for a brand or TOTAL
 * every field but view-by.
 */
export function fieldsShown(
  fields: readonly FilterFieldName[],
  company: string,
): FilterFieldName[] {
  const allBrands = company === ALL_BRANDS;
  return fields.filter((name) => (allBrands ? ALL_BRAND_FIELDS.includes(name) : name !== 'viewBy'));
}

/**
 * The all-brand view has no type, group or outlet field: it shows the defaults (STORES, group O,
 * every outlet), whatever an address or an earlier brand said.
 */
function withAllBrandDefaults(state: FilterState): FilterState {
  if (state.company !== ALL_BRANDS) return state;
  return { ...state, type: DEFAULT_TYPE, group: [...DEFAULT_GROUP], outlet: [...DEFAULT_OUTLET] };
}

/** The names of the address's search parameters that hold the filter and the tab. */
export const FILTER_PARAMS = [
  'company',
  'type',
  'group',
  'outlet',
  'year',
  'viewby',
  'tab',
] as const;

/** What the filter falls back to: the company the page opens on and the years offered. */
export interface FilterDefaults {
  company: string;
  /** The current year first. */
  years: readonly number[];
}

/** The current year and the two before, newest first. */
export function offeredYears(currentYear: number): number[] {
  return Array.from({ length: YEARS_OFFERED }, (_, index) => currentYear - index);
}

/** Same rule as the server's codes (contracts, sales filters): letters, digits, - or _. */
const CODE = /^[A-Za-z0-9_-]{1,20}$/;
const isCode = (value: string) => CODE.test(value);

function codeList(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(isCode);
  return [...new Set(values)];
}

function yearOf(value: string | null, defaults: FilterDefaults): number {
  const year = value !== null && /^\d{4}$/.test(value) ? Number(value) : Number.NaN;
  return defaults.years.includes(year) ? year : (defaults.years[0] ?? new Date().getFullYear());
}

export function defaultFilter(defaults: FilterDefaults): FilterState {
  return {
    company: defaults.company,
    type: DEFAULT_TYPE,
    group: [...DEFAULT_GROUP],
    outlet: [...DEFAULT_OUTLET],
    year: yearOf(null, defaults),
    viewBy: DEFAULT_VIEW_BY,
  };
}

/**
 * Reads the filter and the tab from the address. A value that is malformed, or a year outside
 * the three offered, gives way to its default; whether a code exists is decided later, against
 * the option lists (`resolveFilter`).
 */
export function readFilterParams(
  params: URLSearchParams,
  defaults: FilterDefaults,
): { state: FilterState; tab: TabIndex } {
  const company = params.get('company');
  const type = params.get('type');
  const group = codeList(params, 'group');
  const outlet = codeList(params, 'outlet');
  const viewBy = VIEW_BY.find((choice) => choice === params.get('viewby'));
  return {
    state: withAllBrandDefaults({
      company: company !== null && isCode(company) ? company : defaults.company,
      type: type !== null && isCode(type) ? type : DEFAULT_TYPE,
      group: group.length > 0 ? group : [...DEFAULT_GROUP],
      outlet: outlet.length === 0 || outlet.includes(ALL_OUTLETS) ? [...DEFAULT_OUTLET] : outlet,
      year: yearOf(params.get('year'), defaults),
      viewBy: viewBy ?? DEFAULT_VIEW_BY,
    }),
    tab: params.get('tab') === String(LFL_TAB) ? LFL_TAB : SALES_TAB,
  };
}

/** Whether the address says anything about the filter (the tab alone does not count). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((name) => name !== 'tab' && params.has(name));
}

/**
 * Writes the filter and the tab into a copy of `params`, keeping every other parameter (a
 * shared link's token). The all-brand view writes view-by instead of the type, the group and
 * the outlets (it has no such fields). A page without tabs (the achievement summary) passes a
 * null tab.
 */
export function writeFilterParams(
  params: URLSearchParams,
  state: FilterState,
  tab: TabIndex | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  next.set('company', state.company);
  if (state.company === ALL_BRANDS) {
    next.set('viewby', state.viewBy);
  } else {
    next.set('type', state.type);
    next.set('group', state.group.join(','));
    next.set('outlet', state.outlet.join(','));
  }
  next.set('year', String(state.year));
  if (tab !== null) next.set('tab', String(tab));
  return next;
}

// The reset rules of spec 001 §4, with one deliberate change: the outlet list follows the
// chosen company, type and group (optionsoutlet with type and group), so every outlet offered
// is one the filter accepts.

/** A new company: type STORES, group O, outlet All (its option lists reload). */
export function withCompany(state: FilterState, company: string): FilterState {
  return {
    ...state,
    company,
    type: DEFAULT_TYPE,
    group: [...DEFAULT_GROUP],
    outlet: [...DEFAULT_OUTLET],
  };
}

/**
 * A new type: outlet All (the groups and the outlets reload). An outlet has exactly one type,
 * so no outlet chosen under the old type is in the new type's list anyway.
 */
export function withType(state: FilterState, type: string): FilterState {
  return { ...state, type, outlet: [...DEFAULT_OUTLET] };
}

/**
 * New outlets keep the type and the group. Spec 001 §4 resets them to STORES and O, which
 * made an outlet of another type (an ONLINE outlet) impossible to view: every widget refused
 * it as "not of type STORES". The list offers only outlets of the chosen type and groups, so
 * keeping both is what makes each of them viewable (issue 13, item 8).
 */
export function withOutlets(state: FilterState, outlet: string[]): FilterState {
  return { ...state, outlet: outlet.length > 0 ? outlet : [...DEFAULT_OUTLET] };
}

/**
 * New groups keep the outlets; those the new groups do not hold leave the filter once their
 * list has loaded (`resolveFilter`).
 */
export function withGroups(state: FilterState, group: string[]): FilterState {
  return { ...state, group: group.length > 0 ? group : [...DEFAULT_GROUP] };
}

export function withYear(state: FilterState, year: number): FilterState {
  return { ...state, year };
}

export function withViewBy(state: FilterState, viewBy: ViewBy): FilterState {
  return { ...state, viewBy };
}

/**
 * `next` is a change the viewer made on a screen that showed `drawn`; `now` is the filter the
 * address holds since (the router draws a new address in a transition, so a second pick can come
 * before the first is drawn). Replays each changed field on `now` with its reset rule, in the
 * order the fields depend on each other, so that the first change stays.
 */
export function replayChange(now: FilterState, drawn: FilterState, next: FilterState): FilterState {
  // Every field is a code, a number or a list of codes: their text tells them apart.
  const changed = (field: keyof FilterState) => String(drawn[field]) !== String(next[field]);
  let replayed = now;
  if (changed('company')) replayed = withCompany(replayed, next.company);
  if (changed('type')) replayed = withType(replayed, next.type);
  if (changed('group')) replayed = withGroups(replayed, next.group);
  if (changed('outlet')) replayed = withOutlets(replayed, next.outlet);
  if (changed('year')) replayed = withYear(replayed, next.year);
  if (changed('viewBy')) replayed = withViewBy(replayed, next.viewBy);
  return replayed;
}

/**
 * A multi-select whose 'every one' choice (All outlets, TOTAL KCG) excludes the others:
 * picking it clears the rest, picking another clears it.
 */
export function pickExclusive(previous: readonly string[], next: string[], every: string) {
  const added = next.filter((value) => !previous.includes(value));
  if (added.includes(every)) return [every];
  if (next.length > 1) return next.filter((value) => value !== every);
  return next;
}

export const pickOutlets = (previous: readonly string[], next: string[]) =>
  pickExclusive(previous, next, ALL_OUTLETS);
export const pickGroups = (previous: readonly string[], next: string[]) =>
  pickExclusive(previous, next, ALL_GROUPS_CHOICE.code);

// Falling back to defaults, against the option lists.

/**
 * The company choices: TOTAL, All and each company the user may see; a user who sees a single
 * company gets only that one (its TOTAL would be the same company, and there are no brands to
 * compare). A screen without the all-brand view (the achievement summary) leaves All out.
 */
export function companyChoices(
  companies: readonly string[],
  allBrands = true,
  scope?: LinkScope,
): string[] {
  if (companies.length === 1) return scopedCompanyChoices(companies, scope);
  return scopedCompanyChoices(
    allBrands ? [TOTAL_COMPANY, ALL_BRANDS, ...companies] : [TOTAL_COMPANY, ...companies],
    scope,
  );
}

export function resolveCompany(
  company: string,
  companies: readonly string[],
  preferred: string,
  allBrands = true,
  scope?: LinkScope,
): string {
  const choices = companyChoices(companies, allBrands, scope);
  if (choices.includes(company)) return company;
  if (choices.includes(preferred)) return preferred;
  return choices[0] ?? TOTAL_COMPANY;
}

export function resolveType(type: string, types: readonly string[]): string {
  if (types.includes(type)) return type;
  if (types.includes(DEFAULT_TYPE)) return DEFAULT_TYPE;
  return types[0] ?? DEFAULT_TYPE;
}

export function resolveGroups(group: readonly string[], groups: readonly string[]): string[] {
  const known = group.filter((value) => groups.includes(value));
  if (known.length > 0) return pickGroups([], known);
  const fallback = DEFAULT_GROUP.filter((value) => groups.includes(value));
  if (fallback.length > 0) return fallback;
  return groups[0] === undefined ? [...DEFAULT_GROUP] : [groups[0]];
}

/**
 * Outlets the list (of the chosen company, type and groups) does not hold are dropped; none
 * left means All.
 */
export function resolveOutlets(outlet: readonly string[], outlets: readonly string[]): string[] {
  const known = outlet.filter((value) => value !== ALL_OUTLETS && outlets.includes(value));
  return known.length > 0 ? known : [...DEFAULT_OUTLET];
}

/** Whether the outlets need their list to be checked (All needs none). */
export function needsOutletList(state: FilterState): boolean {
  return state.company !== ALL_BRANDS && !state.outlet.includes(ALL_OUTLETS);
}

/** The option lists a filter is checked against; undefined while a list is not there yet. */
export interface OptionLists {
  companies: readonly string[] | undefined;
  types: readonly string[] | undefined;
  groups: readonly string[] | undefined;
  outlets: readonly string[] | undefined;
}

/**
 * The filter with every unknown value replaced by its default, or undefined while a list it
 * needs has not loaded. The lists must be those of the resolved company, type and groups.
 * Without `allBrands`, the company All is unknown too; a link's scope leaves only its company.
 */
export function resolveFilter(
  state: FilterState,
  lists: OptionLists,
  preferredCompany: string,
  allBrands = true,
  scope?: LinkScope,
): FilterState | undefined {
  if (!lists.companies || !lists.types || !lists.groups) return undefined;
  const company = resolveCompany(
    state.company,
    lists.companies,
    preferredCompany,
    allBrands,
    scope,
  );
  const resolved: FilterState = {
    ...state,
    company,
    type: resolveType(state.type, lists.types),
    group: resolveGroups(state.group, lists.groups),
    outlet: [...DEFAULT_OUTLET],
  };
  if (company === ALL_BRANDS) return withAllBrandDefaults(resolved);
  if (state.outlet.includes(ALL_OUTLETS)) return resolved;
  if (!lists.outlets) return undefined;
  return { ...resolved, outlet: resolveOutlets(state.outlet, lists.outlets) };
}

/** What the widgets read: a brand (or TOTAL) filter, or the all-brand filter. */
export function toSalesFilter(state: FilterState): SalesFilter {
  if (state.company === ALL_BRANDS) {
    const { type, group } = withAllBrandDefaults(state);
    return { kind: 'all-brands', viewBy: state.viewBy, type, group, year: state.year };
  }
  return {
    kind: 'brand',
    company: state.company,
    type: state.type,
    group: state.group,
    outlet: state.outlet,
    year: state.year,
  };
}

/** The company the type and group lists are asked for: none for the all-brand view. */
export function optionsCompany(company: string): string | undefined {
  return company === ALL_BRANDS ? undefined : company;
}

/**
 * The query of the outlet list: the outlets of the company that a filter of this type and these
 * groups accepts (TOTALKCG: every group), so that no outlet offered is refused.
 */
export function outletListQuery(
  company: string,
  type: string,
  group: readonly string[],
): Record<string, string> {
  return { company, type, group: group.join(',') };
}
