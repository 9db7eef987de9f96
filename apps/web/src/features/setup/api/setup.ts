/** The first-run set-up's calls: is it open for this token, and create the first administrator. */
import {
  type SetupRequest,
  setupCheckResponseSchema,
  setupResponseSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function checkSetupToken(token: string) {
  return apiRequest('setup/check', setupCheckResponseSchema, { method: 'POST', body: { token } });
}

export function useCreateAdministrator() {
  return useMutation({
    mutationFn: (request: SetupRequest) =>
      apiRequest('setup', setupResponseSchema, { method: 'POST', body: request }),
  });
}
