/**
 * The sales summary's KPI strip: the pacing of chartsalessummary for the filter's brand or
 * TOTAL (the 'All' view reads TOTAL with the same type, groups and year) and the LFL growth of
 * the same month from lflsalessummary. Both calls go under the widgets' own keys, so the sales
 * summary widget and the LFL tab reuse the answers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SalesApi } from '../api/sales-api';
import { lflSummaryCall, salesSummaryCall, useSalesQuery } from '../api/sales-queries';
import {
  type BrandFilter,
  brandQuery,
  DEFAULT_OUTLET,
  type SalesFilter,
  TOTAL_COMPANY,
} from '../sales-filter';
import { type LflState, pacingMonthNumber } from './kpi-model';
import { KpiStrip } from './kpi-strip';

/** The brand filter whose figures the strip shows: the filter's own, or TOTAL for 'All'. */
function kpiFilter(filter: SalesFilter): BrandFilter {
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

export function SalesKpiStrip({ filter, subject }: { filter: SalesFilter; subject?: string }) {
  const query = useMemo(() => brandQuery(kpiFilter(filter)), [filter]);
  const summary = useSalesQuery(salesSummaryCall, query);
  const lfl = useSalesQuery(lflSummaryCall, query);
  const month = summary.data ? pacingMonthNumber(summary.data.pacing) : null;
  const lflState = useMemo((): LflState => {
    if (lfl.isError) return 'failed';
    if (!lfl.data) return 'loading';
    const cell = lfl.data.tableSalesSummaryData.find((entry) => entry.bulan === month);
    return cell ? { persenNettView: cell.persenNettView, status: cell.status } : null;
  }, [lfl.isError, lfl.data, month]);
  return <KpiStrip query={summary} lfl={lflState} subject={subject} />;
}
