/**
 * A checklist's report buttons: 'View report' for everyone who sees the checklist, 'Send report'
 * and 'Revoke links' each shown only to a user whose role may do it ('Send report' disabled,
 * with the reason, on a server that cannot e-mail). Their names include the document number for
 * screen readers.
 */
import { Group, Stack } from '@mantine/core';
import type { ChecklistSummary } from '@outlet-pulse/contracts';
import { RowButtons } from '../../../components/record-list/row-buttons';
import type { ChecklistReportActions } from '../hooks/use-checklist-report-actions';

export const VIEW_LABEL = 'View report';
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
        {
          label: VIEW_LABEL,
          name: `${VIEW_LABEL} of ${checklist.docnumber}`,
          variant: 'filled',
          loading: pending === 'view',
          disabled: pending !== null && pending !== 'view',
          onClick: () => actions.viewReport(checklist),
        },
        actions.canSend && {
          label: SEND_LABEL,
          name: `${SEND_LABEL} of ${checklist.docnumber}`,
          variant: 'light',
          loading: pending === 'send',
          disabled: actions.sendDisabledReason !== null || (pending !== null && pending !== 'send'),
          disabledReason: actions.sendDisabledReason ?? undefined,
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
    <Group gap="xs" grow>
      {buttons}
    </Group>
  ) : (
    <Stack gap={4}>{buttons}</Stack>
  );
}
