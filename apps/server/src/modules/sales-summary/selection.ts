/**
 * Turns a sales filter into the set of outlets it means, checking it against the data (unknown
 * codes → 400 naming the field) and against the caller's entitlements (invisible company or
 * outlet → 403). Nothing reaches SQL that was not checked here.
 */
import { ALL_GROUPS_CHOICE, ALL_OUTLETS, TOTAL_COMPANY } from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { entitledOutlets, visibleCompanies } from '../../core/entitlements';
import { forbidden, invalidField } from '../../core/errors';
import type { ReferenceData } from '../../core/reference-data';
import type { Database } from '../../db/database';
import { todayIn } from '../../lib/business-date';
import { findOutletsByIds } from './dimensions.repository';

/** The outlets a request means: all of these conditions hold. */
export interface Selection {
  companies: string[];
  type: string;
  /** null = every group (TOTALKCG). */
  groups: string[] | null;
  /** null = every outlet (All). */
  outletIds: string[] | null;
}

export interface FilterInput {
  company: string;
  type: string;
  group: readonly string[];
  outlet: readonly string[];
}

/**
 * An all-brand chart's outlets, the year checked: those of every company the caller sees (each
 * company is a line or a row of the chart), of the type and groups asked, within the caller's
 * outlets.
 */
export function allBrandSelection(
  context: { caller: AuthContext; reference: ReferenceData; years: readonly number[] },
  filter: { year: number; type: string },
  groupCodes: readonly string[],
  groupField = 'group',
): { companies: ReturnType<typeof visibleCompanies>; selection: Selection } {
  checkYear(filter.year, context.years);
  checkType(context.reference, filter.type);
  const groups = resolveGroups(context.reference, groupCodes, groupField);
  const companies = visibleCompanies(context.reference, context.caller);
  const selection = {
    companies: companies.map((company) => company.code),
    type: filter.type,
    groups,
    outletIds: entitledOutlets(context.caller),
  };
  return { companies, selection };
}

/** The current business year and the two before it (DOMAIN.md). */
export function allowedYears(timeZone: string, nowMs: number): number[] {
  const year = Number(todayIn(timeZone, new Date(nowMs)).slice(0, 4));
  return [year - 2, year - 1, year];
}

export function checkYear(year: number, years: readonly number[]): void {
  if (!years.includes(year)) throw invalidField('year', `year must be one of ${years.join(', ')}`);
}

export function checkType(reference: ReferenceData, type: string): void {
  if (!reference.types.some((known) => known.code === type))
    throw invalidField('type', `unknown type ${type}`);
}

/** The group codes, or null for every group (TOTALKCG). */
export function resolveGroups(
  reference: ReferenceData,
  groups: readonly string[],
  field = 'group',
): string[] | null {
  const known = new Set([...reference.groups.map((group) => group.code), ALL_GROUPS_CHOICE.code]);
  const unknown = groups.find((group) => !known.has(group));
  if (unknown) throw invalidField(field, `unknown group ${unknown}`);
  if (groups.includes(ALL_GROUPS_CHOICE.code)) return null;
  return [...new Set(groups)];
}

/** The option lists' optional company and type, checked like a filter's. */
export function checkOptionalFilter(
  reference: ReferenceData,
  caller: AuthContext,
  query: { company?: string | undefined; type?: string | undefined },
): void {
  if (query.company !== undefined && query.company !== TOTAL_COMPANY) {
    if (!reference.companies.some((company) => company.code === query.company)) {
      throw invalidField('company', `unknown company ${query.company}`);
    }
    if (!visibleCompanies(reference, caller).some((company) => company.code === query.company)) {
      throw forbidden();
    }
  }
  if (query.type !== undefined) checkType(reference, query.type);
}

/**
 * `TOTAL` means every visible company, on charts and details alike, so that a detail's TOTAL
 * row is the chart's TOTAL (DOMAIN.md; the original used the caller's structure company). The
 * year is checked first.
 */
export async function resolveSelection(
  context: {
    database: Database;
    caller: AuthContext;
    reference: ReferenceData;
    years: readonly number[];
  },
  filter: FilterInput & { year: number },
): Promise<Selection> {
  checkYear(filter.year, context.years);
  const { database, caller, reference } = context;
  const visible = visibleCompanies(reference, caller);
  const visibleCodes = new Set(visible.map((company) => company.code));
  const knownCodes = new Set(reference.companies.map((company) => company.code));

  let companies: string[];
  if (filter.company === TOTAL_COMPANY) {
    companies = visible.map((company) => company.code);
  } else {
    if (!knownCodes.has(filter.company))
      throw invalidField('company', `unknown company ${filter.company}`);
    if (!visibleCodes.has(filter.company)) throw forbidden();
    companies = [filter.company];
  }

  checkType(reference, filter.type);
  const groups = resolveGroups(reference, filter.group);

  const entitled = entitledOutlets(caller);
  let outletIds: string[] | null = entitled;
  if (!(filter.outlet.length === 1 && filter.outlet[0] === ALL_OUTLETS)) {
    const wanted = [...new Set(filter.outlet)];
    const found = new Map(
      (await findOutletsByIds(database.kysely, wanted)).map((outlet) => [outlet.id, outlet]),
    );
    for (const id of wanted) {
      const outlet = found.get(id);
      if (!outlet) throw invalidField('outlet', `unknown outlet ${id}`);
      if (!visibleCodes.has(outlet.companyCode)) throw forbidden();
      if (entitled !== null && !entitled.includes(id)) throw forbidden();
      if (!companies.includes(outlet.companyCode)) {
        throw invalidField('outlet', `outlet ${id} is not an outlet of ${filter.company}`);
      }
      if (outlet.typeCode !== filter.type)
        throw invalidField('outlet', `outlet ${id} is not of type ${filter.type}`);
      if (groups !== null && !groups.includes(outlet.groupCode)) {
        throw invalidField('outlet', `outlet ${id} is not in group ${groups.join(', ')}`);
      }
    }
    outletIds = wanted;
  }
  return { companies, type: filter.type, groups, outletIds };
}
