/**
 * GET portal/links and POST portal/links/revoke: the signed-in user's shared links with where
 * each stands, and the revocation of one, after which the list is read again.
 */
import { sharedLinksSchema, successEnvelope } from '@outlet-pulse/contracts';
import { z } from 'zod';
import { authorizedPost, authorizedRequest } from '../../../lib/authorized-api';
import { useFreshRead, useRereadingChange } from './fresh-read';

const SHARED_LINKS_KEY = ['account', 'shared-links'] as const;

const sharedLinksResponse = successEnvelope(sharedLinksSchema);
const revokedResponse = successEnvelope(z.null());

export function useSharedLinks() {
  return useFreshRead(SHARED_LINKS_KEY, (signal) =>
    authorizedRequest('portal/links', sharedLinksResponse, { signal }),
  );
}

export function useRevokeSharedLink() {
  return useRereadingChange(SHARED_LINKS_KEY, (id: string) =>
    authorizedPost('portal/links/revoke', revokedResponse, { id }),
  );
}
