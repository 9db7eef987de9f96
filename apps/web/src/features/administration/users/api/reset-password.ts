/** POST user/resetpassword/:id: a new temporary password, answered once, to change at sign-in. */
import { temporaryPasswordResponseSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost } from '../../../../lib/authorized-api';
import { refreshAdministration } from '../../query-keys';

export function resetPassword(id: number) {
  return authorizedPost(`user/resetpassword/${id}`, temporaryPasswordResponseSchema);
}

export function useResetPassword() {
  // The list shows 'must change password' from now on.
  return useMutation({ mutationFn: resetPassword, onSuccess: refreshAdministration });
}
