/** POST auth: signs in with username (or employee ID) and password; answers the session. */
import { type LoginRequest, loginResponseSchema } from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function signIn(request: LoginRequest) {
  return apiRequest('auth', loginResponseSchema, { method: 'POST', body: request });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
