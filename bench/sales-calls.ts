/** The sales calls a manager's morning makes, as the one-client benchmarks ask them. */
const FILTER = 'company=KCG01&type=STORES&group=O&year=2026&outlet=All';
const TOTAL = 'company=TOTAL&type=STORES&group=O&year=2026&outlet=All';

export interface SalesCall {
  call: string;
  query: string;
  /** A chart call: one aggregate per call is the goal (issue 16). */
  chart?: boolean;
  /** A detail call, opened from a chart's point. */
  detail?: boolean;
}

export const SALES_CALLS: SalesCall[] = [
  { call: 'optionstype', query: '' },
  { call: 'optionsoutlet', query: 'company=KCG01' },
  { call: 'chartsalessummary', query: FILTER, chart: true },
  { call: 'chartsalessummary', query: TOTAL, chart: true },
  {
    call: 'chartsalessummaryviewbyall',
    query: 'type=STORES&groupmain=O&year=2026&viewby=All',
    chart: true,
  },
  { call: 'chartprofitdilution', query: FILTER, chart: true },
  { call: 'chartprofitdilutionviewbyall', query: FILTER, chart: true },
  { call: 'chartsales', query: FILTER, chart: true },
  { call: 'charttrafficsummary', query: FILTER, chart: true },
  { call: 'lflsalessummary', query: FILTER, chart: true },
  { call: 'lflsalesAspUptAtv', query: FILTER, chart: true },
  { call: 'achievementsummary', query: FILTER, chart: true },
  { call: 'chartsalessummarydetail', query: `${FILTER}&month=10`, detail: true },
  { call: 'chartsalessummarydetail', query: `${TOTAL}&month=11`, detail: true },
  { call: 'lflsalessummarydetail', query: `${FILTER}&month=10`, detail: true },
  { call: 'chartprofitdilutiondetail', query: `${FILTER}&month=10&kind=TOTAL`, detail: true },
];

export const callPath = ({ call, query }: SalesCall) => `/api/portal/salessummary/${call}?${query}`;
