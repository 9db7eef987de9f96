/**
 * POST /api/portal/links/sales-summary: a 7-day link that shows the beta sales summary of a
 * company and year as the signed-in user, to whoever holds it, and nothing else: the server
 * refuses the link any other company or year (DOMAIN.md, deviations). Each request issues a new
 * link, so it is a mutation, not a cached query.
 */
import {
  successEnvelope,
  type ViewLink,
  type ViewLinkRequest,
  viewLinkSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';
import { ALL_BRANDS } from '../filter/filter-state';
import { TOTAL_COMPANY } from '../sales-filter';

const viewLinkResponse = successEnvelope(viewLinkSchema);

export function createShareLink(request: ViewLinkRequest): Promise<ViewLink> {
  return authorizedRequest('portal/links/sales-summary', viewLinkResponse, {
    method: 'POST',
    body: request,
  });
}

export function useShareLink() {
  return useMutation({ mutationFn: createShareLink });
}

/** A company as the share dialog names it: 'Aruna Apparel (KCG01)', 'TOTAL', 'all brands'. */
export function companyLabel(company: string, name: string | undefined): string {
  if (company === ALL_BRANDS) return 'all brands';
  if (company === TOTAL_COMPANY) return 'TOTAL (every company you see, added up)';
  return name ? `${name} (${company})` : company;
}

/** What the share dialog promises, which is exactly what the link shows. */
export function shareLinkReach(company: string, year: number): string {
  return `Anyone with this link sees the sales summary of ${company} for ${year} only, as you, read-only, without signing in. Type, group and outlet can be changed; the company and the year cannot.`;
}
