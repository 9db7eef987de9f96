/**
 * The query of a paged list. The answer carries the view it answers: while the next page loads,
 * the rows on screen are still those of the page before, and are numbered as such.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export function pagedQueryOptions<View, Data extends object>(
  queryKey: readonly unknown[],
  view: View,
  load: (signal: AbortSignal) => Promise<Data>,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<Data & { view: View }> => ({
      ...(await load(signal)),
      view,
    }),
  });
}

/** The page of the view; while the next page loads, the one before stays on screen. */
export function usePagedQuery<View, Data extends object>(
  options: ReturnType<typeof pagedQueryOptions<View, Data>>,
  enabled = true,
) {
  return useQuery({ ...options, placeholderData: keepPreviousData, enabled });
}
