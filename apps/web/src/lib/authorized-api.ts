/**
 * Calls made as the signed-in user: the access token as Bearer, one refresh and retry when the
 * token is refused, 'Session Expired!' when the refresh fails too, and the forced password
 * change when the server says the password is still a default one.
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

function send<Data>(
  path: string,
  schema: SuccessSchema<Data>,
  token: string,
  options: RequestOptions,
): Promise<Data> {
  return apiRequest(path, schema, {
    ...options,
    headers: { ...options.headers, ...csrfHeaders(), authorization: `Bearer ${token}` },
  });
}

/** A 401 that means the token is no longer good (not a wrong password typed by the user). */
function isRefusedToken(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 401 && error.message !== LOGIN_MESSAGES.failed
  );
}

export async function authorizedRequest<Data>(
  path: string,
  schema: SuccessSchema<Data>,
  options: RequestOptions = {},
): Promise<Data> {
  const cached = currentSession();
  const session = cached === undefined ? await restoreSession() : cached;
  if (!session) throw new ApiError(401, SESSION_MESSAGES.signInRequired);
  try {
    return await send(path, schema, session.auth_token, options);
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
      return await send(path, schema, refreshed.auth_token, options);
    } catch (error) {
      if (!isRefusedToken(error)) throw error;
    }
  }
  expireSession();
  throw new ApiError(401, SESSION_MESSAGES.expired);
}
