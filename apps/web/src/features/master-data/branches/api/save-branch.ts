/**
 * POST branch/create (a new branch) or PUT branch/:id (every field but the id); both answer
 * the branch as saved. The master-data lists are refreshed afterwards.
 */
import { branchResponseSchema } from '@outlet-pulse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { MASTER_DATA_KEY } from '../../master-data-keys';
import type { BranchSave } from '../branch-form';

export function saveBranch(save: BranchSave) {
  return save.kind === 'create'
    ? authorizedRequest('branch/create', branchResponseSchema, {
        method: 'POST',
        body: save.payload,
      })
    : authorizedRequest(`branch/${encodeURIComponent(save.id)}`, branchResponseSchema, {
        method: 'PUT',
        body: save.payload,
      });
}

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MASTER_DATA_KEY }),
  });
}
