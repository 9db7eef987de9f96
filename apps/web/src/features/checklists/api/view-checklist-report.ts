/**
 * POST checklist_report/view: a report link, valid for an hour, for the signed-in user to read a
 * checklist they may see, without e-mail. Each call issues a new link, so it is a mutation.
 */
import {
  type ChecklistDocumentRequest,
  successEnvelope,
  type ViewReportLink,
  viewReportLinkSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost } from '../../../lib/authorized-api';

const viewReportLinkResponse = successEnvelope(viewReportLinkSchema);

export function viewChecklistReport(request: ChecklistDocumentRequest): Promise<ViewReportLink> {
  return authorizedPost('checklist_report/view', viewReportLinkResponse, request);
}

export function useViewChecklistReport() {
  return useMutation({ mutationFn: viewChecklistReport });
}
