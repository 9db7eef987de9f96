/**
 * POST auth: signs in with username (or employee ID) and password. Answers the session, or,
 * when the user has (or must set up) a second factor, the code step that comes next.
 */
import {
  type LoginRequest,
  type SecondFactorChallenge,
  type Session,
  signInResponseSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SignInAnswer = Session | { secondFactor: SecondFactorChallenge };

export function signIn(request: LoginRequest): Promise<SignInAnswer> {
  return apiRequest('auth', signInResponseSchema, { method: 'POST', body: request });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
