/** POST portal/views: saves a filter under a name, the Today page's default if asked. */
import { type CreateSavedViewRequest, savedViewResponseSchema } from '@outlet-pulse/contracts';
import { authorizedPost } from '../../../../lib/authorized-api';
import { useViewChange } from './view-changes';

export const createSavedView = (request: CreateSavedViewRequest) =>
  authorizedPost('portal/views', savedViewResponseSchema, request);

export function useCreateSavedView() {
  return useViewChange(createSavedView);
}
