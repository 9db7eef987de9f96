/**
 * The users screen's actions: opening the form for a new or an existing user, resetting a
 * password and deleting a user (each asked first), and the temporary password to show once
 * after a user is created or a password reset.
 */
import type { TemporaryPassword, User } from '@outlet-pulse/contracts';
import { useState } from 'react';
import { reportFailure } from '../../../../components/record-list/report-failure';
import { confirmAction, toast } from '../../../../lib/notices';
import { useDeleteUser } from '../api/delete-user';
import { useResetPassword } from '../api/reset-password';
import { USER_MESSAGES } from '../user-messages';

/** The form open: a new user, or the user being changed. */
export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: User };

export interface IssuedPassword extends TemporaryPassword {
  reason: 'created' | 'reset';
}

export type UserRowAction = 'reset' | 'delete';

export function useUserActions() {
  const reset = useResetPassword();
  const remove = useDeleteUser();
  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  async function resetPassword(user: User): Promise<void> {
    const confirmed = await confirmAction({
      title: USER_MESSAGES.resetConfirm(user.username),
      text: USER_MESSAGES.resetText,
      confirmLabel: USER_MESSAGES.resetButton,
      confirmColor: 'orange',
    });
    if (!confirmed) return;
    reset.mutate(user.id, {
      onSuccess: (answer) => {
        toast('success', USER_MESSAGES.resetDone(user.username), undefined, { service: true });
        setIssued({ ...answer, reason: 'reset' });
      },
      onError: (error) => reportFailure(USER_MESSAGES.resetFailed, error),
    });
  }

  async function deleteUser(user: User): Promise<void> {
    const confirmed = await confirmAction({
      title: USER_MESSAGES.deleteConfirm(user.username),
      text: USER_MESSAGES.deleteText,
      confirmLabel: USER_MESSAGES.deleteButton,
      confirmColor: 'red',
    });
    if (!confirmed) return;
    remove.mutate(user.id, {
      onSuccess: () =>
        toast('success', USER_MESSAGES.deleted(user.username), undefined, { service: true }),
      onError: (error) => reportFailure(USER_MESSAGES.deleteFailed, error),
    });
  }

  /** The action under way for a user, if any. */
  function pendingAction(user: User): UserRowAction | null {
    if (reset.isPending && reset.variables === user.id) return 'reset';
    if (remove.isPending && remove.variables === user.id) return 'delete';
    return null;
  }

  return {
    formTarget,
    openNew: () => setFormTarget({ mode: 'create' }),
    openEdit: (user: User) => setFormTarget({ mode: 'edit', user }),
    closeForm: () => setFormTarget(null),
    resetPassword,
    deleteUser,
    pendingAction,
    issued,
    showIssued: (password: TemporaryPassword) => setIssued({ ...password, reason: 'created' }),
    closeIssued: () => setIssued(null),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
