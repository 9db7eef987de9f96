/**
 * The calls of the sales summary's KPI strip: the pacing of chartsalessummary for the filter's
 * brand or TOTAL (the 'All' view reads TOTAL with the same type, groups and year) and the LFL
 * growth of the same month from lflsalessummary. Apart from the strip itself, so that the
 * route's loader can ask for them without loading any component.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SalesApi } from '../api/sales-api';
import { lflSummaryCall, salesSummaryCall } from '../api/sales-queries';
import {
  type BrandFilter,
  brandQuery,
  DEFAULT_OUTLET,
  type SalesFilter,
  TOTAL_COMPANY,
} from '../sales-filter';

/** The brand filter whose figures the strip shows: the filter's own, or TOTAL for 'All'. */
export function kpiFilter(filter: SalesFilter): BrandFilter {
  if (filter.kind === 'brand') return filter;
  return {
    kind: 'brand',
    company: TOTAL_COMPANY,
    type: filter.type,
    group: filter.group,
    outlet: DEFAULT_OUTLET,
    year: filter.year,
  };
}

/** Asks for the strip's two calls early, under the keys the strip reads. */
export function prefetchKpiStrip(queryClient: QueryClient, api: SalesApi, filter: SalesFilter) {
  const query = brandQuery(kpiFilter(filter));
  void queryClient.prefetchQuery(salesSummaryCall.options(api, query));
  void queryClient.prefetchQuery(lflSummaryCall.options(api, query));
}
