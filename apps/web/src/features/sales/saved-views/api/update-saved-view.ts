/** PUT portal/views/:id: renames a view, changes its filter, or makes it the default or not. */
import { savedViewResponseSchema, type UpdateSavedViewRequest } from '@outlet-pulse/contracts';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { useViewChange } from './view-changes';

export const updateSavedView = ({ id, ...change }: UpdateSavedViewRequest & { id: string }) =>
  authorizedRequest(`portal/views/${encodeURIComponent(id)}`, savedViewResponseSchema, {
    method: 'PUT',
    body: change,
  });

export function useUpdateSavedView() {
  return useViewChange(updateSavedView);
}
