/**
 * What the signed-in user may do with a checklist's report, and doing it: 'Send report' and
 * 'Revoke links' each ask first (confirm pattern of spec 000 §8), then call the server and say
 * how it went in a toast. A sent report's link is kept so the screen can show it.
 */
import {
  CHECKLIST_MESSAGES,
  CHECKLIST_PERMISSIONS,
  type ChecklistSummary,
  type SentReport,
} from '@outlet-pulse/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { confirmAction, toast } from '../../../lib/notices';
import { useSession } from '../../../lib/session';
import { useRevokeReportLinks } from '../api/revoke-report-links';
import { useSendChecklistReport } from '../api/send-checklist-report';

export interface SentChecklistReport {
  checklist: ChecklistSummary;
  report: SentReport;
}

export type ReportAction = 'send' | 'revoke';

/** Who the report goes to, as the question can say it before the server has chosen. */
export function recipientsHint(checklist: ChecklistSummary): string {
  return `PIC: ${checklist.name} · Outlet: ${checklist.branchname}`;
}

function failureToast(title: string, error: Error): void {
  // An ended session has already said 'Session Expired!' and is on its way to the sign-in page.
  if (error instanceof ApiError && error.status === 401) return;
  toast('error', title, error.message, { service: true });
}

export function useChecklistReportActions() {
  const permissions = useSession()?.permissions ?? [];
  const canSend = permissions.includes(CHECKLIST_PERMISSIONS.sendReports);
  const canRevoke = permissions.includes(CHECKLIST_PERMISSIONS.revokeReportLinks);
  const send = useSendChecklistReport();
  const revoke = useRevokeReportLinks();
  const [sent, setSent] = useState<SentChecklistReport | null>(null);

  async function sendReport(checklist: ChecklistSummary): Promise<void> {
    const confirmed = await confirmAction({
      title: CHECKLIST_MESSAGES.sendConfirm(checklist.docnumber),
      text: recipientsHint(checklist),
      confirmLabel: CHECKLIST_MESSAGES.sendButton,
    });
    if (!confirmed) return;
    send.mutate(
      { documentId: checklist.id },
      {
        onSuccess: (report) => {
          toast(
            'success',
            CHECKLIST_MESSAGES.sentTitle,
            CHECKLIST_MESSAGES.sentTo(report.recipients),
            { service: true },
          );
          setSent({ checklist, report });
        },
        onError: (error) => failureToast(CHECKLIST_MESSAGES.sendFailedTitle, error),
      },
    );
  }

  async function revokeLinks(checklist: ChecklistSummary): Promise<void> {
    const confirmed = await confirmAction({
      title: CHECKLIST_MESSAGES.revokeConfirm(checklist.docnumber),
      text: 'Every link to this report stops working, including links already e-mailed.',
      confirmLabel: CHECKLIST_MESSAGES.revokeButton,
      confirmColor: 'red',
    });
    if (!confirmed) return;
    revoke.mutate(
      { documentId: checklist.id },
      {
        onSuccess: ({ revoked }) =>
          toast('success', CHECKLIST_MESSAGES.revoked(revoked), undefined, { service: true }),
        onError: (error) => failureToast(CHECKLIST_MESSAGES.revokeFailedTitle, error),
      },
    );
  }

  /** The action under way for a checklist, if any. */
  function pendingAction(checklist: ChecklistSummary): ReportAction | null {
    if (send.isPending && send.variables?.documentId === checklist.id) return 'send';
    if (revoke.isPending && revoke.variables?.documentId === checklist.id) return 'revoke';
    return null;
  }

  return {
    canSend,
    canRevoke,
    sendReport,
    revokeLinks,
    pendingAction,
    sent,
    closeSent: () => setSent(null),
  };
}

export type ChecklistReportActions = ReturnType<typeof useChecklistReportActions>;
