/**
 * Sends a new password and follows the flow of §8: on success 'Password changed!' / 'Please
 * login with new password', the session ends (the server has ended all of them) and sign-in
 * opens; on failure 'Failed to change password!' / 'Please try again'.
 */
import { PASSWORD_MESSAGES, type Session } from '@outlet-pulse/contracts';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notices';
import { SIGN_IN_PATH } from '../../../lib/return-url';
import { endSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';

export function useSubmitNewPassword(session: Session) {
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const submit = (newPassword: string) =>
    changePassword.mutate(
      { employeeID: session.employee_info.employeeID, newPassword },
      {
        onSuccess: () => {
          toast('success', PASSWORD_MESSAGES.changedTitle, PASSWORD_MESSAGES.changedText, {
            service: true,
          });
          endSession();
          void navigate(SIGN_IN_PATH, { replace: true });
        },
        onError: () =>
          toast('error', PASSWORD_MESSAGES.failedTitle, PASSWORD_MESSAGES.failedText, {
            service: true,
          }),
      },
    );
  return { submit, isPending: changePassword.isPending };
}
