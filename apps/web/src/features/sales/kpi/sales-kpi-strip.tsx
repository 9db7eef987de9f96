/**
 * The sales summary's KPI strip, from the calls of kpi-calls.ts. Both calls go under the
 * widgets' own keys, so the sales summary widget and the LFL tab reuse the answers.
 */
import { useMemo } from 'react';
import { lflSummaryCall, salesSummaryCall, useSalesQuery } from '../api/sales-queries';
import { brandQuery, type SalesFilter } from '../sales-filter';
import { kpiFilter } from './kpi-calls';
import { type LflState, pacingMonthNumber } from './kpi-model';
import { KpiStrip } from './kpi-strip';

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
