/**
 * What the account tabs show of the signed-in user's own things that change elsewhere (a second
 * factor an administrator resets, links made on the sales summary): read afresh whenever a tab
 * opens, and read again after each change the tab makes, whatever its answer.
 */
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useFreshRead<Answer>(
  queryKey: QueryKey,
  read: (signal: AbortSignal) => Promise<Answer>,
) {
  return useQuery({ queryKey, queryFn: ({ signal }) => read(signal), staleTime: 0 });
}

/** A change after which what `queryKey` holds is read again. */
export function useRereadingChange<Variables, Answer>(
  queryKey: QueryKey,
  change: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
