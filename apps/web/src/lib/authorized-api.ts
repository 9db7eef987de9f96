/**
 * Calls made as the signed-in user: the access token as Bearer with the anti-forgery header,
 * one refresh and retry when the token is refused, 'Session Expired!' when the refresh fails
 * too, and the forced password change when the server says the password is still a default one.
 */
import { LOGIN_MESSAGES, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { ApiError, apiRequest, type RequestOptions, type SuccessSchema } from './api-client';
import {
  csrfHeaders,
  currentSession,
  expireSession,
  refreshSession,
  requirePasswordChange,
  restoreSession,
} from './session';

/** The headers of a call made as the signed-in user. */
export function authorizationHeaders(token: string): Record<string, string> {
  return { ...csrfHeaders(), authorization: `Bearer ${token}` };
}

/** What a 401 says when the user typed a wrong password (at sign-in, at the lock screen). */
const WRONG_PASSWORD: ReadonlySet<string> = new Set([
  LOGIN_MESSAGES.failed,
  LOGIN_MESSAGES.unlockFailed,
]);

/** A 401 that means the token is no longer good (not a wrong password typed by the user). */
function isRefusedToken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && !WRONG_PASSWORD.has(error.message);
}

/**
 * Runs any call with the access token (`send` puts it on the request), by these rules: a call
 * whose token is refused is sent once more after a refresh. The calls that cannot go through
 * `authorizedRequest` (an upload that reports its progress, a file download) use it directly.
 */
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

/** A JSON call of the API as the signed-in user. */
export function authorizedRequest<Data>(
  path: string,
  schema: SuccessSchema<Data>,
  options: RequestOptions = {},
): Promise<Data> {
  return withAccessToken((token) =>
    apiRequest(path, schema, {
      ...options,
      headers: { ...options.headers, ...authorizationHeaders(token) },
    }),
  );
}

/** A POST of the API as the signed-in user, with its JSON body if it has one. */
export function authorizedPost<Data>(
  path: string,
  schema: SuccessSchema<Data>,
  body?: unknown,
): Promise<Data> {
  return authorizedRequest(
    path,
    schema,
    body === undefined ? { method: 'POST' } : { method: 'POST', body },
  );
}
