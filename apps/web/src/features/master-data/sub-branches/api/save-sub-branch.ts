/** POST subbranch/create (a new sub-branch) or PUT subbranch/:id (all but its id). */
import { subBranchResponseSchema } from '@outlet-pulse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { MASTER_DATA_KEY } from '../../master-data-keys';
import type { SubBranchSave } from '../sub-branch-form';

export function saveSubBranch(save: SubBranchSave) {
  return save.kind === 'create'
    ? authorizedRequest('subbranch/create', subBranchResponseSchema, {
        method: 'POST',
        body: save.payload,
      })
    : authorizedRequest(`subbranch/${encodeURIComponent(save.id)}`, subBranchResponseSchema, {
        method: 'PUT',
        body: save.payload,
      });
}

export function useSaveSubBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MASTER_DATA_KEY }),
  });
}
