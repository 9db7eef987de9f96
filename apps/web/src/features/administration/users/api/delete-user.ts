/**
 * DELETE user/:id. The server refuses a user with history (deactivate instead) and the
 * signed-in user themself, with a message that says so.
 */
import { deletedSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { refreshAdministration } from '../../query-keys';

export function deleteUser(id: number) {
  return authorizedRequest(`user/${id}`, deletedSchema, { method: 'DELETE' });
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser, onSuccess: refreshAdministration });
}
