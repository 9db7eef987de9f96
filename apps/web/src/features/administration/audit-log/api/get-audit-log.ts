/** GET audit/?page=&limit=&entity=&user=: a page of the audit log, newest first. */
import { auditListResponseSchema, MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { pagedQueryOptions, usePagedQuery } from '../../../../components/record-list/paged-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';
import { type AuditListView, auditListQuery } from '../audit-list-params';

export function getAuditLog(view: AuditListView, signal?: AbortSignal) {
  return authorizedRequest(`audit/?${auditListQuery(view)}`, auditListResponseSchema, { signal });
}

export const auditLogQueryOptions = (view: AuditListView) =>
  pagedQueryOptions(
    administrationKey('audit', { ...view, limit: MASTER_PAGE_SIZE }),
    view,
    (signal) => getAuditLog(view, signal),
  );

export function useAuditLog(view: AuditListView) {
  return usePagedQuery(auditLogQueryOptions(view));
}
