/** The health call: storage engine and the date of the newest sales. */
import { healthResponseSchema } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiGet('health', healthResponseSchema, signal),
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
