/** DELETE userrole/:code. The server refuses a role that users still have, and says so. */
import { deletedSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { refreshAdministration } from '../../query-keys';

export function deleteRole(code: string) {
  return authorizedRequest(`userrole/${encodeURIComponent(code)}`, deletedSchema, {
    method: 'DELETE',
  });
}

export function useDeleteRole() {
  return useMutation({ mutationFn: deleteRole, onSuccess: refreshAdministration });
}
