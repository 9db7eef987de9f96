/**
 * The users screen's actions: opening the form for a new or an existing user, resetting a
 * password or a second factor and deleting a user (each asked first), and the temporary
 * password to show once after a user is created or a password reset.
 */
import { SECOND_FACTOR_MESSAGES, type TemporaryPassword, type User } from '@outlet-pulse/contracts';
import { useCallback, useState } from 'react';
import { mutateAfterConfirm } from '../../../../components/record-list/mutate-after-confirm';
import { useDeleteUser } from '../api/delete-user';
import { useResetPassword } from '../api/reset-password';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { USER_MESSAGES } from '../user-messages';

/** The form open: a new user (for an employee chosen already, or not), or the user being changed. */
export type UserFormTarget = { mode: 'create'; employeeID?: string } | { mode: 'edit'; user: User };

export interface IssuedPassword extends TemporaryPassword {
  reason: 'created' | 'reset';
}

export type UserRowAction = 'reset' | 'reset-second-factor' | 'delete';

export function useUserActions() {
  const reset = useResetPassword();
  const resetFactor = useResetSecondFactor();
  const remove = useDeleteUser();
  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  const resetPassword = (user: User) =>
    mutateAfterConfirm({
      question: {
        title: USER_MESSAGES.resetConfirm(user.username),
        text: USER_MESSAGES.resetText,
        confirmLabel: USER_MESSAGES.resetButton,
        confirmColor: 'orange',
      },
      mutation: reset,
      variables: user.id,
      doneTitle: USER_MESSAGES.resetDone(user.username),
      failedTitle: USER_MESSAGES.resetFailed,
      onDone: (answer) => setIssued({ ...answer, reason: 'reset' }),
    });

  const resetSecondFactor = (user: User) =>
    mutateAfterConfirm({
      question: {
        title: USER_MESSAGES.resetSecondFactorConfirm(user.username),
        text: USER_MESSAGES.resetSecondFactorText,
        confirmLabel: USER_MESSAGES.resetButton,
        confirmColor: 'orange',
      },
      mutation: resetFactor,
      variables: user.id,
      doneTitle: SECOND_FACTOR_MESSAGES.resetDone,
      failedTitle: USER_MESSAGES.resetSecondFactorFailed,
    });

  const deleteUser = (user: User) =>
    mutateAfterConfirm({
      question: {
        title: USER_MESSAGES.deleteConfirm(user.username),
        text: USER_MESSAGES.deleteText,
        confirmLabel: USER_MESSAGES.deleteButton,
        confirmColor: 'red',
      },
      mutation: remove,
      variables: user.id,
      doneTitle: USER_MESSAGES.deleted(user.username),
      failedTitle: USER_MESSAGES.deleteFailed,
    });

  /** The Employee screen's 'Give sign-in': a new user for that employee. */
  const openNewFor = useCallback(
    (employeeID: string) => setFormTarget({ mode: 'create', employeeID }),
    [],
  );

  /** The action under way for a user, if any. */
  function pendingAction(user: User): UserRowAction | null {
    if (reset.isPending && reset.variables === user.id) return 'reset';
    if (resetFactor.isPending && resetFactor.variables === user.id) return 'reset-second-factor';
    if (remove.isPending && remove.variables === user.id) return 'delete';
    return null;
  }

  return {
    formTarget,
    openNew: () => setFormTarget({ mode: 'create' }),
    openNewFor,
    openEdit: (user: User) => setFormTarget({ mode: 'edit', user }),
    closeForm: () => setFormTarget(null),
    resetPassword,
    resetSecondFactor,
    deleteUser,
    pendingAction,
    issued,
    showIssued: (password: TemporaryPassword) => setIssued({ ...password, reason: 'created' }),
    closeIssued: () => setIssued(null),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
