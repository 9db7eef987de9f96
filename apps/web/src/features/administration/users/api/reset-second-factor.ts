/**
 * POST user/resetsecondfactor/:id: turns a user's second factor off (their app and recovery
 * codes stop working); a role that requires one sets up a new one at the next sign-in.
 */
import { secondFactorResetResponseSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost } from '../../../../lib/authorized-api';
import { refreshAdministration } from '../../query-keys';

export function resetSecondFactor(id: number) {
  return authorizedPost(`user/resetsecondfactor/${id}`, secondFactorResetResponseSchema);
}

export function useResetSecondFactor() {
  // The list no longer shows the user's second factor.
  return useMutation({ mutationFn: resetSecondFactor, onSuccess: refreshAdministration });
}
