/**
 * GET checklist_report/reportemail?id=: the report an e-mailed link shows. No sign-in: the
 * link's id is the key. A forged, expired or revoked id is refused with 401.
 */
import { checklistReportResponseSchema } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';

export function getChecklistReport(linkId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ id: linkId });
  return apiGet(`checklist_report/reportemail?${query}`, checklistReportResponseSchema, signal);
}

export const checklistReportQueryOptions = (linkId: string) =>
  queryOptions({
    queryKey: ['checklist-report', linkId],
    queryFn: ({ signal }) => getChecklistReport(linkId, signal),
    // A link's report does not change while it is read; it is fetched again on a reload.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useChecklistReport(linkId: string) {
  return useQuery(checklistReportQueryOptions(linkId));
}

/**
 * The server refused the link itself: 401 for a forged, expired or revoked id, 400 for an id
 * that cannot be one (empty or far too long). Retrying will not help either.
 */
export function isRefusedLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 400);
}
