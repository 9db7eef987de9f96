/**
 * The calls on a checklist's report links, each a POST of the checklist's document:
 * - checklist_report/view: a link, valid for an hour, for the signed-in user to read a checklist
 *   they may see, without e-mail;
 * - checklist_report/send: e-mails a new link to the checklist's PIC and outlet and answers the
 *   link, its expiry and the addresses it went to;
 * - checklist_report/revoke_links: stops every link of the report from working.
 * The first two issue a new link at each call, so all three are mutations.
 */
import {
  type ChecklistDocumentRequest,
  revokedLinksSchema,
  sentReportSchema,
  successEnvelope,
  viewReportLinkSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import type { SuccessSchema } from '../../../lib/api-client';
import { authorizedPost } from '../../../lib/authorized-api';

function useChecklistDocumentCall<Answer>(path: string, response: SuccessSchema<Answer>) {
  return useMutation({
    mutationFn: (request: ChecklistDocumentRequest) => authorizedPost(path, response, request),
  });
}

const viewReportLinkResponse = successEnvelope(viewReportLinkSchema);
const sentReportResponse = successEnvelope(sentReportSchema);
const revokedLinksResponse = successEnvelope(revokedLinksSchema);

export function useViewChecklistReport() {
  return useChecklistDocumentCall('checklist_report/view', viewReportLinkResponse);
}

export function useSendChecklistReport() {
  return useChecklistDocumentCall('checklist_report/send', sentReportResponse);
}

export function useRevokeReportLinks() {
  return useChecklistDocumentCall('checklist_report/revoke_links', revokedLinksResponse);
}
