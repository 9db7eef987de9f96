/**
 * After a report is sent: the link that went out, to copy (for a chat message, say), with the
 * addresses it went to and how long it works.
 */
import { Stack, Text } from '@mantine/core';
import { CopyableLink } from '../../../components/copyable-link';
import { ModalFor } from '../../../components/modal-for';
import type { SentChecklistReport } from '../hooks/use-checklist-report-actions';

export const LINK_MODAL_TITLE = 'Report link';

interface ReportLinkModalProps {
  sent: SentChecklistReport | null;
  onClose: () => void;
}

export function ReportLinkModal({ sent, onClose }: ReportLinkModalProps) {
  return (
    <ModalFor value={sent} onClose={onClose} title={LINK_MODAL_TITLE} size="lg">
      {(report) => <ReportLinkDetails sent={report} />}
    </ModalFor>
  );
}

function ReportLinkDetails({ sent }: { sent: SentChecklistReport }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        The report of{' '}
        <Text span fw={600}>
          {sent.checklist.docnumber}
        </Text>{' '}
        ({sent.checklist.branchname}) was e-mailed to {sent.report.recipients.join(', ')}.
      </Text>
      <CopyableLink url={sent.report.url} expiresAt={sent.report.expiresAt} />
    </Stack>
  );
}
