/** What the deployment says before anyone signs in: version, Help link, credit, report addresses. */
import { portalConfigResponseSchema } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { queryClient } from './query-client';

const portalConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['portal-config'],
    queryFn: ({ signal }) => apiGet('portal_config', portalConfigResponseSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePortalConfig() {
  return useQuery(portalConfigQueryOptions());
}

/** The same, for code outside React (a route's guard). */
export function loadPortalConfig() {
  return queryClient.fetchQuery(portalConfigQueryOptions());
}
