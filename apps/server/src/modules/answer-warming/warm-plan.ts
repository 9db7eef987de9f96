/**
 * What warming asks (pure): per distinct entitlement set, the first view of the sales summary
 * for every company the set sees and for TOTAL, with the default filter of the current year,
 * on the sales tab and on the LFL tab. The calls are those the web app sends for that view
 * (apps/web/src/features/sales/widgets/tab-layout.tsx and the KPI strip): TOTAL shows neither
 * traffic nor ASP/UPT/ATV on the sales tab.
 */
import { DEFAULT_FILTER, TOTAL_COMPANY } from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { entitlementKey, visibleCompanies } from '../../core/entitlements';
import type { ReferenceData } from '../../core/reference-data';

export const SALES_PREFIX = '/api/portal/salessummary';
/**
 * The Today page (issue 26), the landing page after sign-in: its answer for everything the
 * caller may see, which is also what a request without parameters means for a user without a
 * default saved view (the answer is kept under the scope it resolves to).
 */
export const TODAY_URL = '/api/portal/sales/today';

/** The Today page of a saved view: for its owner, the same answer as the page without one. */
export const todayViewUrl = (viewId: string) =>
  `${TODAY_URL}?${new URLSearchParams({ view: viewId })}`;

/** The KPI strip's two calls, then each tab's widgets' (shared calls asked once). */
const FIRST_VIEW_CALLS = {
  total: ['chartsalessummary', 'lflsalessummary', 'chartprofitdilution', 'lflsalesAspUptAtv'],
  company: [
    'chartsalessummary',
    'lflsalessummary',
    'charttrafficsummary',
    'chartprofitdilution',
    'chartsales',
    'lflsalesAspUptAtv',
  ],
} as const;

/** One caller per entitlement set, the first of each in the order given. */
export function oneCallerPerEntitlementSet(callers: readonly AuthContext[]): AuthContext[] {
  const bySet = new Map<string, AuthContext>();
  for (const caller of callers) {
    const key = entitlementKey(caller);
    if (!bySet.has(key)) bySet.set(key, caller);
  }
  return [...bySet.values()];
}

/**
 * The URLs of a caller's first views in `year`: the Today page, then the sales summary of TOTAL
 * and of each visible company.
 */
export function firstViewUrls(
  reference: ReferenceData,
  caller: AuthContext,
  year: number,
): string[] {
  const companies = [
    TOTAL_COMPANY,
    ...visibleCompanies(reference, caller).map((company) => company.code),
  ];
  const salesSummary = companies.flatMap((company) => {
    // The order of the web app's brandQuery; the key is built from the parsed query anyway.
    const query = new URLSearchParams({
      company,
      type: DEFAULT_FILTER.type,
      group: DEFAULT_FILTER.group,
      year: String(year),
      outlet: DEFAULT_FILTER.outlet,
    });
    const calls = company === TOTAL_COMPANY ? FIRST_VIEW_CALLS.total : FIRST_VIEW_CALLS.company;
    return calls.map((call) => `${SALES_PREFIX}/${call}?${query}`);
  });
  return [`${TODAY_URL}?company=${TOTAL_COMPANY}`, ...salesSummary];
}
