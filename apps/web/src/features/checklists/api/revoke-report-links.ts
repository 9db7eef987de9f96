/** POST checklist_report/revoke_links: stops every link of a checklist's report from working. */
import {
  type ChecklistDocumentRequest,
  revokedLinksSchema,
  successEnvelope,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost } from '../../../lib/authorized-api';

const revokedLinksResponse = successEnvelope(revokedLinksSchema);

export function revokeReportLinks(request: ChecklistDocumentRequest) {
  return authorizedPost('checklist_report/revoke_links', revokedLinksResponse, request);
}

export function useRevokeReportLinks() {
  return useMutation({ mutationFn: revokeReportLinks });
}
