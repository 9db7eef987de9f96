/**
 * A checklist's report buttons: 'Send report' and 'Revoke links', each shown only to a user
 * whose role may do it. Their names include the document number for screen readers.
 */
import { Group, Stack } from '@mantine/core';
import type { ChecklistSummary } from '@outlet-pulse/contracts';
import { RowButtons } from '../../../components/record-list/row-buttons';
import type { ChecklistReportActions } from '../hooks/use-checklist-report-actions';

export const SEND_LABEL = 'Send report';
export const REVOKE_LABEL = 'Revoke links';

interface ReportActionsProps {
  checklist: ChecklistSummary;
  actions: ChecklistReportActions;
  /** Side by side across a card (phones), rather than one above the other in a table cell. */
  fullWidth?: boolean;
}

export function ReportActions({ checklist, actions, fullWidth = false }: ReportActionsProps) {
  const pending = actions.pendingAction(checklist);
  const size = fullWidth ? 'sm' : 'compact-xs';
  const buttons = (
    <RowButtons
      size={size}
      buttons={[
        actions.canSend && {
          label: SEND_LABEL,
          name: `${SEND_LABEL} of ${checklist.docnumber}`,
          variant: 'light',
          loading: pending === 'send',
          disabled: pending !== null && pending !== 'send',
          onClick: () => void actions.sendReport(checklist),
        },
        actions.canRevoke && {
          label: REVOKE_LABEL,
          name: `${REVOKE_LABEL} of ${checklist.docnumber}`,
          variant: 'subtle',
          color: 'red',
          loading: pending === 'revoke',
          disabled: pending !== null && pending !== 'revoke',
          onClick: () => void actions.revokeLinks(checklist),
        },
      ]}
    />
  );
  return fullWidth ? (
    <Group gap="xs" grow wrap="nowrap">
      {buttons}
    </Group>
  ) : (
    <Stack gap={4}>{buttons}</Stack>
  );
}
