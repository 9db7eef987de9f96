/** POST region/create (a new region) or PUT region/:id (its name and description). */
import { regionResponseSchema } from '@outlet-pulse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { MASTER_DATA_KEY } from '../../master-data-keys';
import type { RegionSave } from '../region-form';

export function saveRegion(save: RegionSave) {
  return save.kind === 'create'
    ? authorizedRequest('region/create', regionResponseSchema, {
        method: 'POST',
        body: save.payload,
      })
    : authorizedRequest(`region/${encodeURIComponent(save.id)}`, regionResponseSchema, {
        method: 'PUT',
        body: save.payload,
      });
}

export function useSaveRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MASTER_DATA_KEY }),
  });
}
