/**
 * A user's buttons: Edit, Reset password, Reset second factor (for a user who has one) and
 * Delete. Their names include the username for screen readers; while one runs, the others wait.
 * The screen shows only to those who may manage users, who may reset both.
 */
import { Group } from '@mantine/core';
import type { User } from '@outlet-pulse/contracts';
import { RowButtons } from '../../../../components/record-list/row-buttons';
import type { UserActions } from '../hooks/use-user-actions';

interface UserRowActionsProps {
  user: User;
  actions: UserActions;
  /** Side by side across a card (phones), rather than compact in a table cell. */
  fullWidth?: boolean;
}

export function UserRowActions({ user, actions, fullWidth = false }: UserRowActionsProps) {
  const pending = actions.pendingAction(user);
  const size = fullWidth ? 'sm' : 'compact-xs';
  // Across a card each button takes what its label needs and shares the rest, wrapping if need be.
  const style = fullWidth ? { flex: '1 1 auto' } : undefined;
  return (
    <Group gap={fullWidth ? 'xs' : 4} wrap={fullWidth ? 'wrap' : 'nowrap'}>
      <RowButtons
        size={size}
        style={style}
        buttons={[
          {
            label: 'Edit',
            name: `Edit ${user.username}`,
            variant: 'light',
            disabled: pending !== null,
            onClick: () => actions.openEdit(user),
          },
          {
            label: 'Reset password',
            name: `Reset password of ${user.username}`,
            variant: 'subtle',
            color: 'orange',
            loading: pending === 'reset',
            disabled: pending !== null && pending !== 'reset',
            onClick: () => void actions.resetPassword(user),
          },
          user.hasSecondFactor && {
            label: 'Reset second factor',
            name: `Reset second factor of ${user.username}`,
            variant: 'subtle',
            color: 'orange',
            loading: pending === 'reset-second-factor',
            disabled: pending !== null && pending !== 'reset-second-factor',
            onClick: () => void actions.resetSecondFactor(user),
          },
          {
            label: 'Delete',
            name: `Delete ${user.username}`,
            variant: 'subtle',
            color: 'red',
            loading: pending === 'delete',
            disabled: pending !== null && pending !== 'delete',
            onClick: () => void actions.deleteUser(user),
          },
        ]}
      />
    </Group>
  );
}
