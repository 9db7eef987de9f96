/**
 * GET portal/links and POST portal/links/revoke: the signed-in user's shared links with where
 * each stands, and the revocation of one, after which the list is read again.
 */
import { sharedLinksSchema, successEnvelope } from '@outlet-pulse/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authorizedPost, authorizedRequest } from '../../../lib/authorized-api';

const SHARED_LINKS_KEY = ['account', 'shared-links'] as const;

const sharedLinksResponse = successEnvelope(sharedLinksSchema);
const revokedResponse = successEnvelope(z.null());

export function getSharedLinks(signal?: AbortSignal) {
  return authorizedRequest('portal/links', sharedLinksResponse, { signal });
}

const sharedLinksQueryOptions = () =>
  queryOptions({
    queryKey: SHARED_LINKS_KEY,
    queryFn: ({ signal }) => getSharedLinks(signal),
    // Links are made on the sales summary a moment before this list is opened.
    staleTime: 0,
  });

export function useSharedLinks() {
  return useQuery(sharedLinksQueryOptions());
}

export function revokeSharedLink(id: string) {
  return authorizedPost('portal/links/revoke', revokedResponse, { id });
}

export function useRevokeSharedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSharedLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHARED_LINKS_KEY }),
  });
}
