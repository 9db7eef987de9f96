/**
 * GET checklist_report/documents?page=&limit=&keyword=: a page of the checklists of the
 * companies the signed-in user may see, newest first, with their flag totals.
 */
import { CHECKLIST_PAGE_SIZE, checklistListResponseSchema } from '@outlet-pulse/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListView } from '../../../components/record-list/list-view';
import { authorizedRequest } from '../../../lib/authorized-api';
import { SIGNED_IN_KEY } from '../../../lib/session';
import { checklistListQuery } from '../checklist-list-params';

export function getChecklists(view: ListView, signal?: AbortSignal) {
  return authorizedRequest(
    `checklist_report/documents?${checklistListQuery(view)}`,
    checklistListResponseSchema,
    { signal },
  );
}

export const checklistsQueryOptions = (view: ListView) =>
  queryOptions({
    queryKey: [
      SIGNED_IN_KEY,
      'checklists',
      { page: view.page, limit: CHECKLIST_PAGE_SIZE, keyword: view.keyword },
    ],
    // The answer carries the view it answers: while the next page loads, the rows on screen
    // are still those of the page before, and are numbered as such.
    queryFn: async ({ signal }) => ({ ...(await getChecklists(view, signal)), view }),
  });

/** The page of the view; while the next page loads, the one before stays on screen. */
export function useChecklists(view: ListView) {
  return useQuery({ ...checklistsQueryOptions(view), placeholderData: keepPreviousData });
}
