/**
 * GET checklist_report/documents?page=&limit=&keyword=: a page of the checklists of the
 * companies the signed-in user may see, newest first, with their flag totals.
 */
import { CHECKLIST_PAGE_SIZE, checklistListResponseSchema } from '@outlet-pulse/contracts';
import type { ListView } from '../../../components/record-list/list-view';
import { pagedQueryOptions, usePagedQuery } from '../../../components/record-list/paged-query';
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
  pagedQueryOptions(
    [
      SIGNED_IN_KEY,
      'checklists',
      { page: view.page, limit: CHECKLIST_PAGE_SIZE, keyword: view.keyword },
    ],
    view,
    (signal) => getChecklists(view, signal),
  );

export function useChecklists(view: ListView) {
  return usePagedQuery(checklistsQueryOptions(view));
}
