/** GET audit/?page=&limit=&entity=&user=: a page of the audit log, newest first. */
import { auditListResponseSchema, MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';
import { type AuditListView, auditListQuery } from '../audit-list-params';

export function getAuditLog(view: AuditListView, signal?: AbortSignal) {
  return authorizedRequest(`audit/?${auditListQuery(view)}`, auditListResponseSchema, { signal });
}

export const auditLogQueryOptions = (view: AuditListView) =>
  queryOptions({
    queryKey: administrationKey('audit', { ...view, limit: MASTER_PAGE_SIZE }),
    // The answer carries the view it answers, so rows on screen keep their numbers while the
    // next page loads.
    queryFn: async ({ signal }) => ({ ...(await getAuditLog(view, signal)), view }),
  });

/** The page of the view; while the next page loads, the one before stays on screen. */
export function useAuditLog(view: AuditListView) {
  return useQuery({ ...auditLogQueryOptions(view), placeholderData: keepPreviousData });
}
