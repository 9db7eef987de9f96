/** POST auth/unlock: checks the signed-in user's password to lift the lock screen. */
import { unlockResponseSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';

export function unlock(password: string) {
  return authorizedRequest('auth/unlock', unlockResponseSchema, {
    method: 'POST',
    body: { password },
  });
}

export function useUnlock() {
  return useMutation({ mutationFn: unlock });
}
