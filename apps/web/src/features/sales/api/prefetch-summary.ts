/**
 * The sales summary's first calls, started by its route's loader from the address while the
 * screen's code is still on its way (so the calls and the code load together, not one after
 * the other): the chart library, the option lists the screen checks the address against, and
 * the KPI strip's two calls (the sales summary widget's call among them). The screen asks for
 * the same keys, so it finds them answered or on the way; the tab's other calls follow once its
 * code is there (prefetch-tab-calls.ts). Only what needs no component is imported here: this
 * is in the app's first chunk (routes.ts), which every page loads.
 */
import type { QueryClient } from '@tanstack/react-query';
import { preloadCharts } from '../../../lib/charts/load-echart';
import {
  offeredYears,
  optionsCompany,
  readFilterParams,
  toSalesFilter,
} from '../filter/filter-state';
import { prefetchKpiStrip } from '../kpi/kpi-calls';
import { TOTAL_COMPANY } from '../sales-filter';
import { companyOptionList, groupOptionList, typeOptionList } from './option-lists';
import { sessionSalesApi } from './sales-api';

/** The lists of a company: its code, or no company for All (the all-brand view). */
function companyQuery(company: string): Record<string, string> {
  const code = optionsCompany(company);
  return code === undefined ? {} : { company: code };
}

/** For the signed-in page: TOTAL when the address names no company, as the page itself. */
export function prefetchSalesSummary(queryClient: QueryClient, url: URL): void {
  preloadCharts();
  const { state } = readFilterParams(url.searchParams, {
    company: TOTAL_COMPANY,
    years: offeredYears(new Date().getFullYear()),
  });
  const api = sessionSalesApi;
  void queryClient.prefetchQuery(companyOptionList(api, {}));
  void queryClient.prefetchQuery(typeOptionList(api, companyQuery(state.company)));
  void queryClient.prefetchQuery(
    groupOptionList(api, { ...companyQuery(state.company), type: state.type }),
  );
  prefetchKpiStrip(queryClient, api, toSalesFilter(state));
}
