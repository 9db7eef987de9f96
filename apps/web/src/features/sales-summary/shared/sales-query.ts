/**
 * How a widget or a detail modal loads its call: through `useSalesApi()` (session or shared
 * link), keyed by the API's cacheKey, the call and its query, so a new filter is a new key
 * and refetches. The request's AbortSignal goes through, so a filter changed mid-flight
 * cancels the answer nobody needs any more. Signed-in answers sit under SIGNED_IN_KEY, so
 * ending the session drops them.
 */
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { SuccessSchema } from '../../../lib/api-client';
import { SIGNED_IN_KEY } from '../../../lib/session';
import { type SalesApi, sessionSalesApi, useSalesApi } from '../sales-api';

export function salesCallKey(
  api: SalesApi,
  call: string,
  query: Record<string, string> | null,
): QueryKey {
  const key = ['sales', api.cacheKey, call, query];
  return api.cacheKey === sessionSalesApi.cacheKey ? [SIGNED_IN_KEY, ...key] : key;
}

/**
 * Loads `call` with `query`; a null query (no selection yet, for a detail) loads nothing.
 */
export function useSalesCall<Data>(
  call: string,
  schema: SuccessSchema<Data>,
  query: Record<string, string> | null,
) {
  const api = useSalesApi();
  return useQuery({
    queryKey: salesCallKey(api, call, query),
    queryFn: ({ signal }) => api.get(call, schema, query ?? {}, signal),
    enabled: query !== null,
  });
}

export type SalesCallResult<Data> = ReturnType<typeof useSalesCall<Data>>;
