/** Signs demo users in through the API, for tests that need an access token and cookies. */
import { SESSION_COOKIES, type Session } from '@outlet-pulse/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../src/seed/demo-users';

export interface SignedIn {
  session: Session;
  token: string;
  refreshCookie: string;
  csrfToken: string;
  /** Headers of a signed-in call that also carries the cookies and CSRF header. */
  headers: Record<string, string>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export function sessionOf(response: LightMyRequestResponse): SignedIn {
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const session = response.json().data as Session;
  const refreshCookie = cookieValue(response, SESSION_COOKIES.refresh) ?? '';
  const csrfToken = cookieValue(response, SESSION_COOKIES.csrf) ?? '';
  return {
    session,
    token: session.auth_token,
    refreshCookie,
    csrfToken,
    headers: {
      authorization: `Bearer ${session.auth_token}`,
      cookie: `${SESSION_COOKIES.refresh}=${refreshCookie}; ${SESSION_COOKIES.csrf}=${csrfToken}`,
      [SESSION_COOKIES.csrfHeader]: csrfToken,
    },
  };
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password = username === 'newhire' ? 'newhire' : DEMO_PASSWORD,
  remoteAddress = '10.9.8.7',
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { username, password, remember: true },
    remoteAddress,
  });
  return sessionOf(response);
}
