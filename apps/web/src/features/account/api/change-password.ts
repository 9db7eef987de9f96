/** POST auth/change_password: sets a new password; the server then ends all the user's sessions. */
import { type ChangePasswordRequest, changePasswordResponseSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost } from '../../../lib/authorized-api';

export function changePassword(request: ChangePasswordRequest) {
  return authorizedPost('auth/change_password', changePasswordResponseSchema, request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
