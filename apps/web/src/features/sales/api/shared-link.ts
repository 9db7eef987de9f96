/**
 * GET portal/links/current with a shared link's id in the link header: who shared it and the
 * company and year it shows, which the link's page shows instead of reading them from its
 * address (issue 17: the address holds the opaque id alone). A 401 means the link is unknown,
 * expired or revoked.
 */
import {
  SHARED_LINK_HEADER,
  type SharedLinkView,
  sharedLinkViewSchema,
  successEnvelope,
} from '@outlet-pulse/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const sharedLinkViewResponse = successEnvelope(sharedLinkViewSchema);

export function getSharedLinkView(linkId: string, signal?: AbortSignal): Promise<SharedLinkView> {
  return apiRequest('portal/links/current', sharedLinkViewResponse, {
    signal,
    headers: { [SHARED_LINK_HEADER]: linkId },
  });
}

export function useSharedLinkView(linkId: string) {
  return useQuery({
    queryKey: ['shared-link', linkId],
    queryFn: ({ signal }) => getSharedLinkView(linkId, signal),
    // A refusal is the answer (the link is invalid), not a failure worth asking again.
    retry: false,
  });
}
