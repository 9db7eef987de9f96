/** GET region/?page=&limit=&keyword=: a page of the regions, with how many branches each has. */
import { MASTER_PAGE_SIZE, regionListResponseSchema } from '@outlet-pulse/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListView, listQueryString } from '../../../../components/record-list/list-view';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { masterDataKeys } from '../../master-data-keys';

export const regionsQueryOptions = (view: ListView) =>
  queryOptions({
    queryKey: [
      ...masterDataKeys.regions,
      { page: view.page, limit: MASTER_PAGE_SIZE, keyword: view.keyword },
    ],
    // The answer carries the view it answers, so rows kept on screen keep their numbers.
    queryFn: async ({ signal }) => ({
      ...(await authorizedRequest(
        `region/?${listQueryString(view, MASTER_PAGE_SIZE)}`,
        regionListResponseSchema,
        { signal },
      )),
      view,
    }),
  });

/** The page of the view; while the next page loads, the one before stays on screen. */
export function useRegions(view: ListView) {
  return useQuery({ ...regionsQueryOptions(view), placeholderData: keepPreviousData });
}
