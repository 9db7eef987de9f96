/**
 * The sales calls a shared link covers (DOMAIN.md deviations: a shared link shows the company
 * and year it was made for, nothing else; shared-links/shared-link-scope.ts says what a link
 * may be made for). Every sales call made with a link must stay inside its scope: the same
 * company (type, group and outlets may change within it), the same year, and for a detail the
 * years its charts show.
 */
import { SESSION_MESSAGES, TOTAL_COMPANY } from '@outlet-pulse/contracts';
import type { SharedLinkScope } from '../../core/caller';
import { forbidden } from '../../core/errors';

/** The company choice of the all-brand view. */
export const ALL_BRANDS = 'All';

/** How a sales call is checked against a link's scope. */
type CallKind = 'chart' | 'all-brands' | 'detail' | 'options' | 'outlets';

const CALL_KINDS: Record<string, CallKind> = {
  optionstype: 'options',
  optionsgroup: 'options',
  optionscompany: 'options',
  optionsoutlet: 'outlets',
  achievementsummary: 'chart',
  chartsalessummary: 'chart',
  chartprofitdilution: 'chart',
  chartsales: 'chart',
  lflsalesAspUptAtv: 'chart',
  charttrafficsummary: 'chart',
  lflsalessummary: 'chart',
  chartsalessummaryviewbyall: 'all-brands',
  chartprofitdilutionviewbyall: 'all-brands',
  chartsalessummarydetail: 'detail',
  lflsalessummarydetail: 'detail',
  chartprofitdilutiondetail: 'detail',
};

interface ScopedQuery {
  company?: string | readonly string[];
  year?: number;
}

/**
 * Refuses (403) a call that a link's scope does not cover. A chart of the link's company and
 * year is covered; an All link covers the all-brand calls and TOTAL (their sum); a detail may
 * name the link's year or the two before (its charts' series), and under an All link any
 * company the sharer sees. Option lists may name the link's company; TOTAL and All links may
 * name any company the sharer sees, whose outlets make up their sums.
 */
export function checkSharedLinkCall(
  scope: SharedLinkScope,
  call: string,
  query: ScopedQuery,
): void {
  const kind = CALL_KINDS[call];
  const refuse = () => forbidden(SESSION_MESSAGES.linkOutOfScope);
  if (!kind) throw refuse();
  const wide = scope.company === TOTAL_COMPANY || scope.company === ALL_BRANDS;
  const companies =
    query.company === undefined ? [] : [query.company].flat().filter((code) => code.length > 0);
  const yearIs = (allowed: (year: number) => boolean) => {
    if (query.year !== undefined && !allowed(query.year)) throw refuse();
  };
  switch (kind) {
    case 'options':
    case 'outlets':
      if (!wide && companies.some((company) => company !== scope.company)) throw refuse();
      return;
    case 'chart': {
      const company = companies[0] ?? TOTAL_COMPANY;
      const covered =
        company === scope.company || (scope.company === ALL_BRANDS && company === TOTAL_COMPANY);
      if (!covered) throw refuse();
      yearIs((year) => year === scope.year);
      return;
    }
    case 'all-brands':
      if (scope.company !== ALL_BRANDS) throw refuse();
      yearIs((year) => year === scope.year);
      return;
    case 'detail': {
      const company = companies[0] ?? TOTAL_COMPANY;
      if (scope.company !== ALL_BRANDS && company !== scope.company) throw refuse();
      yearIs((year) => year <= scope.year && year >= scope.year - 2);
      return;
    }
  }
}

/** The companies a link's option list offers: the link's own, or all for TOTAL and All. */
export function inSharedLinkScope(scope: SharedLinkScope | undefined, company: string): boolean {
  return (
    scope === undefined ||
    scope.company === TOTAL_COMPANY ||
    scope.company === ALL_BRANDS ||
    scope.company === company
  );
}
