/**
 * Calls that cannot go through authorizedRequest (an upload that reports its progress, a file
 * download) still follow its rules: the access token as Bearer with the anti-forgery header,
 * one refresh and retry when the token is refused, 'Session Expired!' when that fails too, and
 * the forced password change when the server asks for it.
 */
import { LOGIN_MESSAGES, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { ApiError } from '../../../lib/api-client';
import {
  csrfHeaders,
  currentSession,
  expireSession,
  refreshSession,
  requirePasswordChange,
  restoreSession,
} from '../../../lib/session';

/** The headers of a call made as the signed-in user. */
export function authorizationHeaders(token: string): Record<string, string> {
  return { ...csrfHeaders(), authorization: `Bearer ${token}` };
}

function isRefusedToken(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 401 && error.message !== LOGIN_MESSAGES.failed
  );
}

export async function withAccessToken<Result>(
  send: (token: string) => Promise<Result>,
): Promise<Result> {
  const cached = currentSession();
  const session = cached === undefined ? await restoreSession() : cached;
  if (!session) throw new ApiError(401, SESSION_MESSAGES.signInRequired);
  try {
    return await send(session.auth_token);
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 403 &&
      error.message === SESSION_MESSAGES.defaultPasswordMustChange
    ) {
      requirePasswordChange();
    }
    if (!isRefusedToken(error)) throw error;
  }
  const refreshed = await refreshSession();
  if (refreshed) {
    try {
      return await send(refreshed.auth_token);
    } catch (error) {
      if (!isRefusedToken(error)) throw error;
    }
  }
  expireSession();
  throw new ApiError(401, SESSION_MESSAGES.expired);
}
