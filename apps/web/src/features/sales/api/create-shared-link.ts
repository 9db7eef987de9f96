/**
 * POST /api/portal/links/sales-summary: a 7-day shared link that shows the beta sales summary
 * of a company and year as the signed-in user, to whoever holds it, and nothing else: the
 * server refuses the link any other company or year (DOMAIN.md, deviations). Each request
 * issues a new link, so it is a mutation, not a cached query.
 */
import {
  type IssuedSharedLink,
  issuedSharedLinkSchema,
  type SharedLinkRequest,
  successEnvelope,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';

const issuedSharedLinkResponse = successEnvelope(issuedSharedLinkSchema);

export function createSharedLink(request: SharedLinkRequest): Promise<IssuedSharedLink> {
  return authorizedRequest('portal/links/sales-summary', issuedSharedLinkResponse, {
    method: 'POST',
    body: request,
  });
}

export function useCreateSharedLink() {
  return useMutation({ mutationFn: createSharedLink });
}
