/**
 * One TanStack Query `queryOptions` per sales call, shared by the hooks that show an answer and
 * by the prefetch that asks for it early, so both use the same key and the same fetcher. A key
 * holds the API's cacheKey (session or shared link), the call and its query: a new filter is a
 * new key and refetches. The request's AbortSignal goes through, so a filter changed mid-flight
 * cancels the answer nobody needs any more. Signed-in answers sit under SIGNED_IN_KEY, so
 * ending the session drops them.
 */
import { responses } from '@outlet-pulse/contracts';
import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessSchema } from '../../../lib/api-client';
import { SIGNED_IN_KEY } from '../../../lib/session';
import { type SalesApi, sessionSalesApi, useSalesApi } from './sales-api';

/** The query string of a call: the filter's fields, and a detail's year and month. */
export type SalesQuery = Record<string, string>;

export function salesQueryKey(
  api: SalesApi,
  group: 'sales' | 'sales-options',
  call: string,
  query: SalesQuery | null,
): QueryKey {
  const key = [group, api.cacheKey, call, query];
  return api.cacheKey === sessionSalesApi.cacheKey ? [SIGNED_IN_KEY, ...key] : key;
}

function salesCall<Data>(name: string, schema: SuccessSchema<Data>) {
  return {
    name,
    /** A null query (no selection yet, for a detail) is a key that the hook leaves idle. */
    options: (api: SalesApi, query: SalesQuery | null) =>
      queryOptions({
        queryKey: salesQueryKey(api, 'sales', name, query),
        queryFn: ({ signal }) => api.get(name, schema, query ?? {}, signal),
      }),
  };
}

export type SalesCall<Data> = ReturnType<typeof salesCall<Data>>;

export const salesSummaryCall = salesCall('chartsalessummary', responses.salesSummary);
export const salesSummaryAllBrandCall = salesCall(
  'chartsalessummaryviewbyall',
  responses.salesSummaryAllBrand,
);
export const trafficSummaryCall = salesCall('charttrafficsummary', responses.trafficSummary);
export const profitDilutionCall = salesCall('chartprofitdilution', responses.profitDilution);
export const profitDilutionAllBrandCall = salesCall(
  'chartprofitdilutionviewbyall',
  responses.profitDilutionAllBrand,
);
export const aspUptAtvCall = salesCall('chartsales', responses.aspUptAtv);
/** One call behind the LFL sales summary and the LFL traffic summary (the spec has no other). */
export const lflSummaryCall = salesCall('lflsalessummary', responses.lflSalesSummary);
export const lflAspUptAtvCall = salesCall('lflsalesAspUptAtv', responses.aspUptAtv);
export const achievementSummaryCall = salesCall('achievementsummary', responses.achievementSummary);
export const salesDetailCall = salesCall('chartsalessummarydetail', responses.salesDetail);
export const lflSalesDetailCall = salesCall('lflsalessummarydetail', responses.salesDetail);
export const dilutionDetailCall = salesCall(
  'chartprofitdilutiondetail',
  responses.profitDilutionDetail,
);

/** Loads `call` with `query` through the page's API; a null query loads nothing. */
export function useSalesQuery<Data>(call: SalesCall<Data>, query: SalesQuery | null) {
  const api = useSalesApi();
  return useQuery({ ...call.options(api, query), enabled: query !== null });
}
