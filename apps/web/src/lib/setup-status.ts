/** Whether the portal waits for its first administrator (GET setup/status): no user exists yet. */
import { setupStatusResponseSchema } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

export function useSetupPending() {
  return useQuery(
    queryOptions({
      queryKey: ['setup-status'],
      queryFn: ({ signal }) => apiGet('setup/status', setupStatusResponseSchema, signal),
      select: (status) => status.pending,
      staleTime: 0,
    }),
  );
}
