/** POST auth/change_password: sets a new password; the server then ends all the user's sessions. */
import { type ChangePasswordRequest, changePasswordResponseSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';

export function changePassword(request: ChangePasswordRequest) {
  return authorizedRequest('auth/change_password', changePasswordResponseSchema, {
    method: 'POST',
    body: request,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
