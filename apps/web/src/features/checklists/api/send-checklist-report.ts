/**
 * POST checklist_report/send: e-mails a new report link to the checklist's PIC and outlet and
 * answers the link, its expiry and the addresses it went to. Each call issues a new link, so it
 * is a mutation.
 */
import {
  type ChecklistDocumentRequest,
  type SentReport,
  sentReportSchema,
  successEnvelope,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost } from '../../../lib/authorized-api';

const sentReportResponse = successEnvelope(sentReportSchema);

export function sendChecklistReport(request: ChecklistDocumentRequest): Promise<SentReport> {
  return authorizedPost('checklist_report/send', sentReportResponse, request);
}

export function useSendChecklistReport() {
  return useMutation({ mutationFn: sendChecklistReport });
}
