/**
 * POST auth/second_factor/sign_in: the code step of a sign-in. Answers the session with the
 * same cookies as a sign-in (after a set-up, with the new recovery codes too).
 */
import {
  type SecondFactorSignInRequest,
  secondFactorSignInResponseSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function signInWithCode(request: SecondFactorSignInRequest) {
  return apiRequest('auth/second_factor/sign_in', secondFactorSignInResponseSchema, {
    method: 'POST',
    body: request,
  });
}

export function useSignInWithCode() {
  return useMutation({ mutationFn: signInWithCode });
}
