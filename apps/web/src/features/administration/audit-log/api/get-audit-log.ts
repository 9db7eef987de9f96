/** GET audit/?page=&limit=&entity=&user=: a page of the audit log, newest first. */
import { auditListResponseSchema } from '@outlet-pulse/contracts';
import { usePagedQuery } from '../../../../components/record-list/paged-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationPageQuery } from '../../query-keys';
import { type AuditListView, auditListQuery } from '../audit-list-params';

export function getAuditLog(view: AuditListView, signal?: AbortSignal) {
  return authorizedRequest(`audit/?${auditListQuery(view)}`, auditListResponseSchema, { signal });
}

export const auditLogQueryOptions = (view: AuditListView) =>
  administrationPageQuery('audit', view, getAuditLog);

export function useAuditLog(view: AuditListView) {
  return usePagedQuery(auditLogQueryOptions(view));
}
