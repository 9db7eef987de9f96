/** The one cache of server data every screen and guard shares. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A refusal (4xx) will not change on a second try; a dropped connection or a 5xx might. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
  },
});
