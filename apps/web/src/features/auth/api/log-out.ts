/** POST auth/logout: ends the session on the server and clears its cookies. */
import { logoutResponseSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost } from '../../../lib/authorized-api';

export function logOut() {
  return authorizedPost('auth/logout', logoutResponseSchema);
}

export function useLogOut() {
  return useMutation({ mutationFn: logOut });
}
