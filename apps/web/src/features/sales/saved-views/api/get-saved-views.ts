/**
 * GET portal/views: the signed-in user's saved views by name, each with the companies in it the
 * user may no longer see (`droppedCompanies`). Its key is the prefix the changes read again.
 */
import { savedViewsResponseSchema } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { SIGNED_IN_KEY } from '../../../../lib/session';

export const SAVED_VIEWS_KEY = [SIGNED_IN_KEY, 'saved-views'] as const;

export const savedViewsQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_VIEWS_KEY,
    queryFn: ({ signal }) =>
      authorizedRequest('portal/views', savedViewsResponseSchema, { signal }),
  });

export function useSavedViews() {
  return useQuery(savedViewsQueryOptions());
}
