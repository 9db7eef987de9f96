/** The filter's option lists: types, groups, the caller's companies and their outlets. */
import {
  ALL_GROUPS_CHOICE,
  OUTLET_GROUPS,
  OUTLET_TYPES,
  TOTAL_COMPANY,
} from '@outlet-pulse/contracts';
import { entitledOutlets, visibleCompanies } from '../../core/entitlements';
import { forbidden, invalidField } from '../../core/errors';
import { findOutletsOfCompanies } from './dimensions.repository';
import type { SalesContext } from './sales-context';
import { checkType, resolveGroups } from './selection';
import { inSharedLinkScope } from './shared-link-calls';

/** Known codes first in the spec's order, then any others by code. */
function specOrder(order: readonly { code: string }[]) {
  const rank = (code: string) => {
    const index = order.findIndex((item) => item.code === code);
    return index === -1 ? order.length : index;
  };
  return (a: { code: string }, b: { code: string }) =>
    rank(a.code) - rank(b.code) || (a.code < b.code ? -1 : 1);
}

/** Every outlet type with its last sales date, in the spec's order. */
export function typeOptions(context: SalesContext) {
  return [...context.reference.types].sort(specOrder(OUTLET_TYPES));
}

/** The groups in the spec's order, then TOTAL KCG (every group). */
export function groupOptions(context: SalesContext) {
  return [...[...context.reference.groups].sort(specOrder(OUTLET_GROUPS)), ALL_GROUPS_CHOICE];
}

/**
 * The companies the caller may see (and a shared link shows), without those excluded by
 * default when `hideExcluded`.
 */
export function companyOptions(context: SalesContext, hideExcluded: boolean) {
  const scope = context.caller.sharedLinkScope;
  return visibleCompanies(context.reference, context.caller).filter(
    (company) =>
      !(hideExcluded && company.excludedByDefault) && inSharedLinkScope(scope, company.code),
  );
}

/**
 * The outlets of the requested companies; with a type and groups, only those a filter of that
 * company, type and group accepts, so that picking any outlet offered never leads to a 400.
 */
export async function outletOptions(
  context: SalesContext,
  query: {
    company: readonly string[];
    type?: string | undefined;
    group?: readonly string[] | undefined;
  },
) {
  const requested = query.company;
  const visible = new Set(
    visibleCompanies(context.reference, context.caller).map((company) => company.code),
  );
  const known = new Set(context.reference.companies.map((company) => company.code));
  const companies = requested.includes(TOTAL_COMPANY) ? [...visible] : [...new Set(requested)];
  for (const company of companies) {
    if (!known.has(company)) throw invalidField('company', `unknown company ${company}`);
    if (!visible.has(company)) throw forbidden();
  }
  if (query.type !== undefined) checkType(context.reference, query.type);
  const groups = query.group === undefined ? null : resolveGroups(context.reference, query.group);
  const entitled = entitledOutlets(context.caller);
  const outlets = (await findOutletsOfCompanies(context.database.kysely, companies)).filter(
    (outlet) =>
      (entitled === null || entitled.includes(outlet.id)) &&
      (query.type === undefined || outlet.typeCode === query.type) &&
      (groups === null || groups.includes(outlet.groupCode)),
  );
  return outlets.map((outlet) => ({
    ...outlet,
    status:
      outlet.closeDate !== null && outlet.closeDate < context.today
        ? ('CLOSED' as const)
        : ('OPEN' as const),
  }));
}
