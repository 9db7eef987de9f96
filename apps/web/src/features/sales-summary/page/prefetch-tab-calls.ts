/**
 * Asks for a tab's chart calls while the option lists still check the address. The widgets ask
 * for the same calls under the same keys once the checked filter is ready; when the address
 * was valid (the usual case) their answers are already in the cache or on the way, which
 * takes one round trip off the first draw. A filter the checks change is simply a different
 * key, and the early answer goes unused. Mirrors what tab-content.tsx shows for a brand.
 */
import { responses } from '@outlet-pulse/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { SuccessSchema } from '../../../lib/api-client';
import { LFL_TAB, type TabIndex } from '../filter/filter-state';
import type { SalesApi } from '../sales-api';
import { brandQuery, type SalesFilter, TOTAL_COMPANY } from '../sales-filter';
import { salesCallKey } from '../shared/sales-query';

type Call = [call: string, schema: SuccessSchema<unknown>];

function brandCalls(tab: TabIndex, company: string): Call[] {
  if (tab === LFL_TAB) {
    return [
      ['lflsalessummary', responses.lflSalesSummary],
      ['lflsalesAspUptAtv', responses.aspUptAtv],
    ];
  }
  const calls: Call[] = [
    ['chartsalessummary', responses.salesSummary],
    ['chartprofitdilution', responses.profitDilution],
  ];
  if (company !== TOTAL_COMPANY) {
    calls.push(
      ['charttrafficsummary', responses.trafficSummary],
      ['chartsales', responses.aspUptAtv],
    );
  }
  return calls;
}

export function prefetchTabCalls(
  queryClient: QueryClient,
  api: SalesApi,
  filter: SalesFilter,
  tab: TabIndex,
): void {
  if (filter.kind !== 'brand') return;
  const query = brandQuery(filter);
  for (const [call, schema] of brandCalls(tab, filter.company)) {
    void queryClient.prefetchQuery({
      queryKey: salesCallKey(api, call, query),
      queryFn: ({ signal }) => api.get(call, schema, query, signal),
    });
  }
}
