/**
 * The filter's option lists (optionscompany, optionstype, optionsgroup, optionsoutlet, their
 * queryOptions in api/option-lists.ts) asked through `useSalesApi()`, and the hook that checks a
 * filter against them. The type and group lists are asked for the chosen company (and type), so
 * a change of company or type reloads them (spec 001 §4); the outlets are those of the chosen company, type and groups, so
 * that every outlet offered loads without a refusal. A shared link's scope narrows the company
 * choice to its own; a brand the viewer may not see is replaced, and the replacement is kept
 * to be told (`switched`).
 */
import type { OutletOption } from '@outlet-pulse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  companyOptionList,
  groupOptionList,
  type OptionList,
  outletOptionList,
  typeOptionList,
} from '../api/option-lists';
import { useSalesApi } from '../api/sales-api';
import { type CompanySwitch, companySwitch, sameSwitch } from './company-switch';
import {
  ALL_BRANDS,
  companyChoices,
  type FilterState,
  needsOutletList,
  optionsCompany,
  outletListQuery,
  resolveCompany,
  resolveFilter,
  resolveGroups,
  resolveType,
} from './filter-state';

function definedOnly(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function useOptionList<Data>(
  list: OptionList<Data>,
  query: Record<string, string | undefined>,
  enabled: boolean,
  { keepWhileReloading = false }: { keepWhileReloading?: boolean } = {},
) {
  const api = useSalesApi();
  return useQuery({
    ...list(api, definedOnly(query)),
    enabled,
    // The fields keep showing the last list while the next one loads; checks wait for it.
    placeholderData: keepWhileReloading ? keepPreviousData : undefined,
  });
}

export function useCompanyOptions() {
  return useOptionList(companyOptionList, {}, true);
}

export function useTypeOptions(company: string | undefined, enabled: boolean) {
  return useOptionList(
    typeOptionList,
    { company: company === undefined ? undefined : optionsCompany(company) },
    enabled,
    { keepWhileReloading: true },
  );
}

export function useGroupOptions(company: string | undefined, type: string | undefined) {
  return useOptionList(
    groupOptionList,
    { company: company === undefined ? undefined : optionsCompany(company), type },
    company !== undefined && type !== undefined,
    { keepWhileReloading: true },
  );
}

/** The outlets of a company that a filter of this type and these groups accepts. */
export function useOutletOptions(
  company: string | undefined,
  type: string | undefined,
  group: readonly string[] | undefined,
) {
  const ready = company !== undefined && type !== undefined && group !== undefined;
  return useOptionList(
    outletOptionList,
    ready ? outletListQuery(company, type, group) : {},
    ready && company !== ALL_BRANDS,
    { keepWhileReloading: true },
  );
}

/** A closed outlet (its status, or its name in the original data) is drawn in red. */
export function isClosedOutlet(outlet: OutletOption): boolean {
  return outlet.status === 'CLOSED' || /\bCLOSED\b/i.test(outlet.branchName);
}

/**
 * Loads the lists a filter needs, one after the other where one depends on the other
 * (companies, then types for the company, then groups for the type), and checks the filter
 * against them. `resolved` is the filter with unknown values replaced by their defaults, or
 * undefined while a list is loading or has failed. Without `allBrands` the company All (the
 * all-brand view) is not a choice.
 */
export function useFilterOptions(state: FilterState, preferredCompany: string, allBrands = true) {
  const { scope } = useSalesApi();
  const companies = useCompanyOptions();
  // The lists the address names are asked for at once, beside the company list: when the
  // address holds a valid filter (the usual case) the checks below find them loaded instead of
  // asking for them one after the other. A link asks only for its own company's.
  const named = scope ? scope.company : state.company;
  useTypeOptions(named, true);
  useGroupOptions(named, state.type);
  useOutletOptions(
    named,
    state.type,
    needsOutletList({ ...state, company: named }) ? state.group : undefined,
  );
  const companyCodes = useMemo(
    () => companies.data?.map((company) => company.company),
    [companies.data],
  );
  const company =
    companyCodes && resolveCompany(state.company, companyCodes, preferredCompany, allBrands, scope);
  const types = useTypeOptions(company, company !== undefined);
  const typeCodes = useMemo(
    () => (types.isPlaceholderData ? undefined : types.data?.map((type) => type.bitype)),
    [types.data, types.isPlaceholderData],
  );
  const type = typeCodes && resolveType(state.type, typeCodes);
  const groups = useGroupOptions(company, type);
  const groupCodes = useMemo(
    () => (groups.isPlaceholderData ? undefined : groups.data?.map((group) => group.bigroup)),
    [groups.data, groups.isPlaceholderData],
  );
  const group = useMemo(
    () => groupCodes && resolveGroups(state.group, groupCodes),
    [state.group, groupCodes],
  );
  const outlets = useOutletOptions(company, type, group);
  const outletCodes = useMemo(
    () => (outlets.isPlaceholderData ? undefined : outlets.data?.map((outlet) => outlet.idbranch)),
    [outlets.data, outlets.isPlaceholderData],
  );

  const resolved = useMemo(
    () =>
      resolveFilter(
        state,
        { companies: companyCodes, types: typeCodes, groups: groupCodes, outlets: outletCodes },
        preferredCompany,
        allBrands,
        scope,
      ),
    [state, companyCodes, typeCodes, groupCodes, outletCodes, preferredCompany, allBrands, scope],
  );

  // The address is rewritten to the company shown, so the switch is kept here to be told
  // until the viewer dismisses it.
  const [switched, setSwitched] = useState<CompanySwitch | null>(null);
  const [dismissed, setDismissed] = useState<CompanySwitch | null>(null);
  const detected =
    companyCodes && company
      ? companySwitch(state.company, company, companyChoices(companyCodes, allBrands, scope))
      : null;
  if (detected && !sameSwitch(detected, switched)) setSwitched(detected);

  const outletsNeeded = company !== undefined && needsOutletList({ ...state, company });
  const lists = outletsNeeded ? [companies, types, groups, outlets] : [companies, types, groups];
  const failed = lists.find((list) => list.isError)?.error ?? null;
  const optionalFailure = outlets.isError ? outlets.error : null;
  return {
    companies,
    types,
    groups,
    outlets,
    resolved,
    /** A brand asked for that the viewer may not see, and the company shown instead. */
    switched: switched && !sameSwitch(switched, dismissed) ? switched : null,
    dismissSwitch: () => setDismissed(switched),
    /** The first failure that keeps the filter from being checked. */
    error: failed ?? optionalFailure,
    retry: () => {
      for (const list of [companies, types, groups, outlets]) {
        if (list.isError) void list.refetch();
      }
    },
  };
}

export type FilterOptions = ReturnType<typeof useFilterOptions>;
