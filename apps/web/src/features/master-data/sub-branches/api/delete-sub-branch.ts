/** DELETE subbranch/:id; a refusal reaches the user with the server's message. */
import { deletedSchema, type SubBranch } from '@outlet-pulse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { MASTER_DATA_KEY } from '../../master-data-keys';

export function deleteSubBranch(idSubBranch: string) {
  return authorizedRequest(`subbranch/${encodeURIComponent(idSubBranch)}`, deletedSchema, {
    method: 'DELETE',
  });
}

export function useDeleteSubBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subBranch: SubBranch) => deleteSubBranch(subBranch.idSubBranch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MASTER_DATA_KEY }),
  });
}
