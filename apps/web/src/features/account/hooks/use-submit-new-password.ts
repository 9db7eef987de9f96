/**
 * Sends the current and the new password and follows the flow of §8: on success 'Password
 * changed!' / 'Please login with new password', the session ends (the server has ended all of
 * them) and sign-in opens, saying that the password was changed. A refusal of a field (a wrong current password, a common new one)
 * goes to `onRefused`, for the form to show beside that field; a throttled account is told to
 * wait; any other failure says 'Failed to change password!' / 'Please try again'.
 */
import { PASSWORD_MESSAGES, type Session } from '@outlet-pulse/contracts';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/notices';
import { SIGN_IN_PATH, type SignInState } from '../../../lib/return-url';
import { endSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { type Problem, refusedField } from '../new-password-schema';

const TOO_MANY_REQUESTS = 429;

export function useSubmitNewPassword(session: Session, onRefused: (refusal: Problem) => void) {
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const submit = (passwords: { currentPassword: string; newPassword: string }) =>
    changePassword.mutate(
      { employeeID: session.employee_info.employeeID, ...passwords },
      {
        onSuccess: () => {
          toast('success', PASSWORD_MESSAGES.changedTitle, PASSWORD_MESSAGES.changedText, {
            service: true,
          });
          endSession();
          // The sign-in page says so too: the toast is gone before a slow reader gets there.
          const state: SignInState = { passwordChanged: true };
          void navigate(SIGN_IN_PATH, { replace: true, state });
        },
        onError: (error) => {
          const refusal = refusedField(error);
          if (refusal) return onRefused(refusal);
          const throttled = error instanceof ApiError && error.status === TOO_MANY_REQUESTS;
          toast(
            'error',
            PASSWORD_MESSAGES.failedTitle,
            throttled ? error.message : PASSWORD_MESSAGES.failedText,
            { service: true },
          );
        },
      },
    );
  return { submit, isPending: changePassword.isPending };
}
