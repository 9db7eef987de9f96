/**
 * Asks for a tab's calls while the option lists still check the address: the calls of the
 * widgets the tab layout lists for the filter, and the KPI strip's two (for 'All', TOTAL's) on
 * every tab. The widgets ask for the same calls under the same keys once the checked filter is
 * ready; when the address was valid (the usual case) their answers are already in the cache or
 * on the way, which takes one round trip off the first draw. A filter the checks change is
 * simply a different key, and the early answer goes unused. A call asked for twice under one
 * key (the strip's and the sales summary's) is fetched once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TabIndex } from '../filter/filter-state';
import { prefetchKpiStrip } from '../kpi/kpi-calls';
import type { SalesFilter } from '../sales-filter';
import { tabWidgets } from '../widgets/tab-layout';
import type { SalesApi } from './sales-api';

export function prefetchTabCalls(
  queryClient: QueryClient,
  api: SalesApi,
  filter: SalesFilter,
  tab: TabIndex,
): void {
  for (const widget of tabWidgets(filter, tab)) void widget.prefetch(queryClient, api);
  prefetchKpiStrip(queryClient, api, filter);
}
