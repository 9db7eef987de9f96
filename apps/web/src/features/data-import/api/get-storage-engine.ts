/** The storage engine, from the health call (the dashboard asks the same call for its date). */
import { healthResponseSchema } from '@outlet-pulse/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function useStorageEngine() {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiGet('health', healthResponseSchema, signal),
    select: (health) => health.engine,
  });
}
