/** POST auth/logout: ends the session on the server and clears its cookies. */
import { logoutResponseSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';

export function logOut() {
  return authorizedRequest('auth/logout', logoutResponseSchema, { method: 'POST' });
}

export function useLogOut() {
  return useMutation({ mutationFn: logOut });
}
