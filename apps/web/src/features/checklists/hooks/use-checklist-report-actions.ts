/**
 * What the signed-in user may do with a checklist's report, and doing it: 'View report' opens it
 * here at once (everyone may: the list holds only checklists the user may see); 'Send report'
 * and 'Revoke links' each ask first (confirm pattern of spec 000 §8), then call the server and
 * say how it went in a toast. A sent report's link is kept so the screen can show it. Sending
 * is offered but disabled, with the reason, on a server that cannot e-mail.
 */
import {
  CHECKLIST_MESSAGES,
  CHECKLIST_PERMISSIONS,
  type ChecklistSummary,
  type SentReport,
} from '@outlet-pulse/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mutateAfterConfirm } from '../../../components/record-list/mutate-after-confirm';
import { reportFailure } from '../../../components/record-list/report-failure';
import { usePortalConfig } from '../../../lib/portal-config';
import { useSession } from '../../../lib/session';
import {
  useRevokeReportLinks,
  useSendChecklistReport,
  useViewChecklistReport,
} from '../api/report-links';

export interface SentChecklistReport {
  checklist: ChecklistSummary;
  report: SentReport;
}

export type ReportAction = 'view' | 'send' | 'revoke';

/** Who the report goes to, as the question can say it before the server has chosen. */
export function recipientsHint(checklist: ChecklistSummary): string {
  return `PIC: ${checklist.name} · Outlet: ${checklist.branchname}`;
}

export function useChecklistReportActions() {
  const permissions = useSession()?.permissions ?? [];
  const canSend = permissions.includes(CHECKLIST_PERMISSIONS.sendReports);
  const canRevoke = permissions.includes(CHECKLIST_PERMISSIONS.revokeReportLinks);
  // Until the configuration has answered, sending stays off rather than failing.
  const emailEnabled = usePortalConfig().data?.emailEnabled ?? false;
  const view = useViewChecklistReport();
  const send = useSendChecklistReport();
  const revoke = useRevokeReportLinks();
  const navigate = useNavigate();
  const [sent, setSent] = useState<SentChecklistReport | null>(null);

  // The link may name another origin (PUBLIC_BASE_URL); its path is the same page of this app.
  const viewReport = (checklist: ChecklistSummary) =>
    view.mutate(
      { documentId: checklist.id },
      {
        onSuccess: ({ url }) => navigate(new URL(url, window.location.origin).pathname),
        onError: (error) => reportFailure(CHECKLIST_MESSAGES.viewFailedTitle, error),
      },
    );

  const sendReport = (checklist: ChecklistSummary) =>
    mutateAfterConfirm({
      question: {
        title: CHECKLIST_MESSAGES.sendConfirm(checklist.docnumber),
        text: recipientsHint(checklist),
        confirmLabel: CHECKLIST_MESSAGES.sendButton,
      },
      mutation: send,
      variables: { documentId: checklist.id },
      doneTitle: CHECKLIST_MESSAGES.sentTitle,
      doneText: (report) => CHECKLIST_MESSAGES.sentTo(report.recipients),
      failedTitle: CHECKLIST_MESSAGES.sendFailedTitle,
      onDone: (report) => setSent({ checklist, report }),
    });

  const revokeLinks = (checklist: ChecklistSummary) =>
    mutateAfterConfirm({
      question: {
        title: CHECKLIST_MESSAGES.revokeConfirm(checklist.docnumber),
        text: 'Every link to this report stops working, including links already e-mailed.',
        confirmLabel: CHECKLIST_MESSAGES.revokeButton,
        confirmColor: 'red',
      },
      mutation: revoke,
      variables: { documentId: checklist.id },
      doneTitle: ({ revoked }) => CHECKLIST_MESSAGES.revoked(revoked),
      failedTitle: CHECKLIST_MESSAGES.revokeFailedTitle,
    });

  /** The action under way for a checklist, if any. */
  function pendingAction(checklist: ChecklistSummary): ReportAction | null {
    if (view.isPending && view.variables?.documentId === checklist.id) return 'view';
    if (send.isPending && send.variables?.documentId === checklist.id) return 'send';
    if (revoke.isPending && revoke.variables?.documentId === checklist.id) return 'revoke';
    return null;
  }

  return {
    canSend,
    canRevoke,
    /** Why 'Send report' is disabled, or null when the server can e-mail. */
    sendDisabledReason: emailEnabled ? null : CHECKLIST_MESSAGES.emailNotSetUp,
    viewReport,
    sendReport,
    revokeLinks,
    pendingAction,
    sent,
    closeSent: () => setSent(null),
  };
}

export type ChecklistReportActions = ReturnType<typeof useChecklistReportActions>;
