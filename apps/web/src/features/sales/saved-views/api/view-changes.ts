/**
 * What every change of a saved view does afterwards: the list is read again, and so is the Today
 * page's answer, whose default view may have been the one changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIGNED_IN_KEY } from '../../../../lib/session';
import { SAVED_VIEWS_KEY } from './get-saved-views';

/** The Today page's answers (today-query.ts keys them under this prefix). */
const TODAY_ANSWERS_KEY = [SIGNED_IN_KEY, 'sales-today'] as const;

export function useViewChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SAVED_VIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: TODAY_ANSWERS_KEY }),
      ]),
  });
}
