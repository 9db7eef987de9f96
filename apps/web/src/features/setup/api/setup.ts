/**
 * The first-run set-up's calls: is it open for this token, and create the first administrator,
 * who is then signed in with what they chose. Whether it is pending: lib/setup-status.ts.
 */
import {
  type Session,
  type SetupRequest,
  setupCheckResponseSchema,
  setupResponseSchema,
  signInResponseSchema,
} from '@outlet-pulse/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SignInHandOver } from '../../../lib/sign-in-hand-over';

export function checkSetupToken(token: string) {
  return apiRequest('setup/check', setupCheckResponseSchema, { method: 'POST', body: { token } });
}

/** Where signing in the administrator just created got to. */
export type CreatedSignIn =
  | { session: Session }
  /** The role requires a second factor: its step, for the sign-in page to go on with. */
  | { handOver: SignInHandOver }
  /** The sign-in did not go through: the sign-in page takes over from the password. */
  | null;

async function signInCreated(request: SetupRequest): Promise<CreatedSignIn> {
  try {
    const answer = await apiRequest('auth', signInResponseSchema, {
      method: 'POST',
      body: { username: request.username, password: request.password },
    });
    return 'secondFactor' in answer
      ? { handOver: { username: request.username, secondFactor: answer.secondFactor } }
      : { session: answer };
  } catch {
    return null;
  }
}

export function useCreateAdministrator() {
  return useMutation({
    mutationFn: async (request: SetupRequest) => {
      await apiRequest('setup', setupResponseSchema, { method: 'POST', body: request });
      return signInCreated(request);
    },
  });
}
