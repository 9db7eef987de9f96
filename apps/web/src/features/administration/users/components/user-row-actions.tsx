/**
 * A user's buttons: Edit, Reset password and Delete. Their names include the username for
 * screen readers; while one runs, the others wait.
 */
import { Button, Group } from '@mantine/core';
import type { User } from '@outlet-pulse/contracts';
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
      <Button
        size={size}
        style={style}
        variant="light"
        disabled={pending !== null}
        aria-label={`Edit ${user.username}`}
        onClick={() => actions.openEdit(user)}
      >
        Edit
      </Button>
      <Button
        size={size}
        style={style}
        variant="subtle"
        color="orange"
        loading={pending === 'reset'}
        disabled={pending === 'delete'}
        aria-label={`Reset the password of ${user.username}`}
        onClick={() => void actions.resetPassword(user)}
      >
        Reset password
      </Button>
      <Button
        size={size}
        style={style}
        variant="subtle"
        color="red"
        loading={pending === 'delete'}
        disabled={pending === 'reset'}
        aria-label={`Delete ${user.username}`}
        onClick={() => void actions.deleteUser(user)}
      >
        Delete
      </Button>
    </Group>
  );
}
