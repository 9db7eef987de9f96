/** GET branch/?page=&limit=&keyword=: a page of the branches, with their company's name. */
import { branchListResponseSchema, MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListView, listQueryString } from '../../../../components/record-list/list-view';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { masterDataKeys } from '../../master-data-keys';

export const branchesQueryOptions = (view: ListView) =>
  queryOptions({
    queryKey: [
      ...masterDataKeys.branches,
      { page: view.page, limit: MASTER_PAGE_SIZE, keyword: view.keyword },
    ],
    // The answer carries the view it answers: while the next page loads, the rows on screen
    // are still those of the page before, and are numbered as such.
    queryFn: async ({ signal }) => ({
      ...(await authorizedRequest(
        `branch/?${listQueryString(view, MASTER_PAGE_SIZE)}`,
        branchListResponseSchema,
        { signal },
      )),
      view,
    }),
  });

/** The page of the view; while the next page loads, the one before stays on screen. */
export function useBranches(view: ListView) {
  return useQuery({ ...branchesQueryOptions(view), placeholderData: keepPreviousData });
}
