/**
 * The filter's option lists (optionscompany, optionstype, optionsgroup, optionsoutlet), each a
 * query through `useSalesApi()`, and the hook that checks a filter against them. The type and
 * group lists are asked for the chosen company (and type), so a change of company or type
 * reloads them (spec 001 §4); the outlets are those of the chosen company.
 */
import {
  type companyOptionSchema,
  type groupOptionSchema,
  type outletOptionSchema,
  responses,
  type typeOptionSchema,
} from '@outlet-pulse/contracts';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { SuccessSchema } from '../../../lib/api-client';
import { SIGNED_IN_KEY } from '../../../lib/session';
import { type SalesApi, sessionSalesApi, useSalesApi } from '../sales-api';
import {
  ALL_BRANDS,
  type FilterState,
  needsOutletList,
  optionsCompany,
  resolveCompany,
  resolveFilter,
  resolveType,
} from './filter-state';

export type CompanyOption = z.infer<typeof companyOptionSchema>;
export type TypeOption = z.infer<typeof typeOptionSchema>;
export type GroupOption = z.infer<typeof groupOptionSchema>;
export type OutletOption = z.infer<typeof outletOptionSchema>;

/** Option lists change when data is loaded, not while someone reads the page. */
const OPTIONS_STALE_MS = 5 * 60_000;

/**
 * Signed-in lists sit under SIGNED_IN_KEY, so that ending the session drops them; a shared
 * link's lists are told apart by its token.
 */
export function salesOptionsKey(
  api: SalesApi,
  call: string,
  query: Record<string, string>,
): QueryKey {
  const key = ['sales-options', api.cacheKey, call, query];
  return api.cacheKey === sessionSalesApi.cacheKey ? [SIGNED_IN_KEY, ...key] : key;
}

function definedOnly(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function useOptionList<Data>(
  call: string,
  schema: SuccessSchema<Data>,
  query: Record<string, string | undefined>,
  enabled: boolean,
  { keepWhileReloading = false }: { keepWhileReloading?: boolean } = {},
) {
  const api = useSalesApi();
  const params = definedOnly(query);
  return useQuery({
    queryKey: salesOptionsKey(api, call, params),
    queryFn: ({ signal }) => api.get(call, schema, params, signal),
    staleTime: OPTIONS_STALE_MS,
    enabled,
    // The fields keep showing the last list while the next one loads; checks wait for it.
    placeholderData: keepWhileReloading ? keepPreviousData : undefined,
  });
}

export function useCompanyOptions() {
  return useOptionList<CompanyOption[]>('optionscompany', responses.companyOptions, {}, true);
}

export function useTypeOptions(company: string | undefined, enabled: boolean) {
  return useOptionList<TypeOption[]>(
    'optionstype',
    responses.typeOptions,
    { company: company === undefined ? undefined : optionsCompany(company) },
    enabled,
    { keepWhileReloading: true },
  );
}

export function useGroupOptions(company: string | undefined, type: string | undefined) {
  return useOptionList<GroupOption[]>(
    'optionsgroup',
    responses.groupOptions,
    { company: company === undefined ? undefined : optionsCompany(company), type },
    company !== undefined && type !== undefined,
    { keepWhileReloading: true },
  );
}

export function useOutletOptions(company: string | undefined) {
  return useOptionList<OutletOption[]>(
    'optionsoutlet',
    responses.outletOptions,
    { company },
    company !== undefined && company !== ALL_BRANDS,
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
  const companies = useCompanyOptions();
  // The lists the address names are asked for at once, beside the company list: when the
  // address holds a valid filter (the usual case) the checks below find them loaded instead of
  // asking for them one after the other.
  useTypeOptions(state.company, true);
  useGroupOptions(state.company, state.type);
  const companyCodes = useMemo(
    () => companies.data?.map((company) => company.company),
    [companies.data],
  );
  const company =
    companyCodes && resolveCompany(state.company, companyCodes, preferredCompany, allBrands);
  const types = useTypeOptions(company, company !== undefined);
  const typeCodes = useMemo(
    () => (types.isPlaceholderData ? undefined : types.data?.map((type) => type.bitype)),
    [types.data, types.isPlaceholderData],
  );
  const type = typeCodes && resolveType(state.type, typeCodes);
  const groups = useGroupOptions(company, type);
  const outlets = useOutletOptions(company);

  const resolved = useMemo(
    () =>
      resolveFilter(
        state,
        {
          companies: companyCodes,
          types: typeCodes,
          groups: groups.isPlaceholderData ? undefined : groups.data?.map((group) => group.bigroup),
          outlets: outlets.data?.map((outlet) => outlet.idbranch),
        },
        preferredCompany,
        allBrands,
      ),
    [
      state,
      companyCodes,
      typeCodes,
      groups.data,
      groups.isPlaceholderData,
      outlets.data,
      preferredCompany,
      allBrands,
    ],
  );

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
