/** The filter's option lists: types, groups, the caller's companies and their outlets. */
import {
  ALL_GROUPS_CHOICE,
  OUTLET_GROUPS,
  OUTLET_TYPES,
  SESSION_MESSAGES,
  TOTAL_COMPANY,
} from '@outlet-pulse/contracts';
import { HttpProblem, invalidField } from '../../plugins/error-handler';
import { findOutletsOfCompanies } from './dimensions.repository';
import type { SalesContext } from './sales-context';
import { entitledOutlets, visibleCompanies } from './selection';

/** Known codes first in the spec's order, then any others by code. */
function specOrder(order: readonly { code: string }[]) {
  const rank = (code: string) => {
    const index = order.findIndex((item) => item.code === code);
    return index === -1 ? order.length : index;
  };
  return (a: { code: string }, b: { code: string }) =>
    rank(a.code) - rank(b.code) || (a.code < b.code ? -1 : 1);
}

export function typeOptions(context: SalesContext) {
  return [...context.reference.types].sort(specOrder(OUTLET_TYPES)).map((type) => ({
    bitype: type.code,
    bitypeName: type.name,
    dataLastUpdate: type.lastSalesDate,
  }));
}

export function groupOptions(context: SalesContext) {
  return [
    ...[...context.reference.groups]
      .sort(specOrder(OUTLET_GROUPS))
      .map((group) => ({ bigroup: group.code, bigroupName: group.name })),
    { bigroup: ALL_GROUPS_CHOICE.code, bigroupName: ALL_GROUPS_CHOICE.name },
  ];
}

export function companyOptions(context: SalesContext, hideExcluded: boolean) {
  const companies = visibleCompanies(context.reference, context.caller);
  return companies
    .filter((company) => !(hideExcluded && company.excludedByDefault))
    .map((company) => ({
      company: company.code,
      companyName: company.name,
      id: company.id,
      exclude: company.excludedByDefault,
    }));
}

export async function outletOptions(context: SalesContext, requested: readonly string[]) {
  const visible = new Set(
    visibleCompanies(context.reference, context.caller).map((company) => company.code),
  );
  const known = new Set(context.reference.companies.map((company) => company.code));
  const companies = requested.includes(TOTAL_COMPANY) ? [...visible] : [...new Set(requested)];
  for (const company of companies) {
    if (!known.has(company)) throw invalidField('company', `unknown company ${company}`);
    if (!visible.has(company)) throw new HttpProblem(403, SESSION_MESSAGES.forbidden);
  }
  const entitled = entitledOutlets(context.caller);
  const outlets = (await findOutletsOfCompanies(context.database, companies)).filter(
    (outlet) => entitled === null || entitled.includes(outlet.id),
  );
  return outlets.map((outlet) => ({
    idbranch: outlet.id,
    branchName: outlet.name,
    company: outlet.companyCode,
    status:
      outlet.closeDate !== null && outlet.closeDate < context.today
        ? ('CLOSED' as const)
        : ('OPEN' as const),
    closeDate: outlet.closeDate,
  }));
}
