/** DELETE region/:id; a refusal (a region that still has branches, say) reaches the user as is. */
import { deletedSchema, type Region } from '@outlet-pulse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { MASTER_DATA_KEY } from '../../master-data-keys';

export function deleteRegion(idRegion: string) {
  return authorizedRequest(`region/${encodeURIComponent(idRegion)}`, deletedSchema, {
    method: 'DELETE',
  });
}

export function useDeleteRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (region: Region) => deleteRegion(region.idRegion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MASTER_DATA_KEY }),
  });
}
