/** POST userrole/create and PUT userrole/:code; either answers the role as now stored. */
import {
  type Role,
  type RoleCreate,
  type RoleUpdate,
  roleResponseSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedPost, authorizedRequest } from '../../../../lib/authorized-api';
import { queryClient } from '../../../../lib/query-client';
import { refreshAdministration } from '../../query-keys';
import { roleQueryOptions } from './get-role';

export function createRole(role: RoleCreate) {
  return authorizedPost('userrole/create', roleResponseSchema, role);
}

export function updateRole({ code, change }: { code: string; change: RoleUpdate }) {
  return authorizedRequest(`userrole/${encodeURIComponent(code)}`, roleResponseSchema, {
    method: 'PUT',
    body: change,
  });
}

/** The answer is the role as stored: the editor shows it at once, without asking again. */
function stored(role: Role): Promise<void> {
  queryClient.setQueryData(roleQueryOptions(role.code).queryKey, role);
  return refreshAdministration();
}

export function useCreateRole() {
  return useMutation({ mutationFn: createRole, onSuccess: stored });
}

export function useUpdateRole() {
  return useMutation({ mutationFn: updateRole, onSuccess: stored });
}
