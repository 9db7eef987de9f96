/**
 * POST /api/portal/links/sales-summary: a 7-day link that shows the beta sales summary of a
 * company (and year) as the signed-in user, to whoever holds it (DOMAIN.md, deviations). Each
 * request issues a new link, so it is a mutation, not a cached query.
 */
import {
  successEnvelope,
  type ViewLink,
  type ViewLinkRequest,
  viewLinkSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';

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
