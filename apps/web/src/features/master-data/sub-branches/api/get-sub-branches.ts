/** GET subbranch/?page=&limit=&keyword=: a page of the sub-branches, with their branch. */
import { MASTER_PAGE_SIZE, subBranchListResponseSchema } from '@outlet-pulse/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListView, listQueryString } from '../../../../components/record-list/list-view';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { masterDataKeys } from '../../master-data-keys';

export const subBranchesQueryOptions = (view: ListView) =>
  queryOptions({
    queryKey: [
      ...masterDataKeys.subBranches,
      { page: view.page, limit: MASTER_PAGE_SIZE, keyword: view.keyword },
    ],
    // The answer carries the view it answers, so rows kept on screen keep their numbers.
    queryFn: async ({ signal }) => ({
      ...(await authorizedRequest(
        `subbranch/?${listQueryString(view, MASTER_PAGE_SIZE)}`,
        subBranchListResponseSchema,
        { signal },
      )),
      view,
    }),
  });

/** The page of the view; while the next page loads, the one before stays on screen. */
export function useSubBranches(view: ListView) {
  return useQuery({ ...subBranchesQueryOptions(view), placeholderData: keepPreviousData });
}
