/**
 * The filter's option lists (optionscompany, optionstype, optionsgroup, optionsoutlet): one
 * `queryOptions` per call. Lists change when data is loaded, not while someone reads the page,
 * so they stay fresh for five minutes. Signed-in lists sit under SIGNED_IN_KEY, so that ending
 * the session drops them; a shared link's lists are told apart by its token.
 */
import {
  type CompanyOption,
  type GroupOption,
  type OutletOption,
  responses,
  type TypeOption,
} from '@outlet-pulse/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { SuccessSchema } from '../../../lib/api-client';
import type { SalesApi } from './sales-api';
import { type SalesQuery, salesQueryKey } from './sales-queries';

const OPTIONS_STALE_MS = 5 * 60_000;

function optionList<Data>(name: string, schema: SuccessSchema<Data>) {
  return (api: SalesApi, query: SalesQuery) =>
    queryOptions({
      queryKey: salesQueryKey(api, 'sales-options', name, query),
      queryFn: ({ signal }) => api.get(name, schema, query, signal),
      staleTime: OPTIONS_STALE_MS,
    });
}

export type OptionList<Data> = ReturnType<typeof optionList<Data>>;

export const companyOptionList = optionList<CompanyOption[]>(
  'optionscompany',
  responses.companyOptions,
);
export const typeOptionList = optionList<TypeOption[]>('optionstype', responses.typeOptions);
export const groupOptionList = optionList<GroupOption[]>('optionsgroup', responses.groupOptions);
export const outletOptionList = optionList<OutletOption[]>(
  'optionsoutlet',
  responses.outletOptions,
);
