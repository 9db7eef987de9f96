/**
 * POST user/create (the server makes a temporary password and answers it once) and
 * PUT user/:id. Either changes the lists of the administration screens.
 */
import {
  temporaryPasswordResponseSchema,
  type UserCreate,
  type UserUpdate,
  userResponseSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost, authorizedRequest } from '../../../../lib/authorized-api';
import { refreshAdministration } from '../../query-keys';

export function createUser(user: UserCreate) {
  return authorizedPost('user/create', temporaryPasswordResponseSchema, user);
}

export function updateUser({ id, change }: { id: number; change: UserUpdate }) {
  return authorizedRequest(`user/${id}`, userResponseSchema, { method: 'PUT', body: change });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser, onSuccess: refreshAdministration });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser, onSuccess: refreshAdministration });
}
