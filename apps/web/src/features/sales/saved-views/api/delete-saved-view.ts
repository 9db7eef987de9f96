/** DELETE portal/views/:id: deletes one of the user's views. */
import { successEnvelope } from '@outlet-pulse/contracts';
import { z } from 'zod';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { useViewChange } from './view-changes';

const deletedResponse = successEnvelope(z.null());

export const deleteSavedView = (id: string) =>
  authorizedRequest(`portal/views/${encodeURIComponent(id)}`, deletedResponse, {
    method: 'DELETE',
  });

export function useDeleteSavedView() {
  return useViewChange(deleteSavedView);
}
