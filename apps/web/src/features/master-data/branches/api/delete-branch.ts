/**
 * DELETE branch/:id. The server refuses a branch that has sales (it is to be deactivated
 * instead); its message reaches the user as it is.
 */
import { type Branch, deletedSchema } from '@outlet-pulse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { MASTER_DATA_KEY } from '../../master-data-keys';

export function deleteBranch(idbranch: string) {
  return authorizedRequest(`branch/${encodeURIComponent(idbranch)}`, deletedSchema, {
    method: 'DELETE',
  });
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branch: Branch) => deleteBranch(branch.idbranch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MASTER_DATA_KEY }),
  });
}
