/**
 * Signs demo users in through the API, for tests that need an access token and cookies. A user
 * with a second factor gets through its code step too: the demo admin with the demo key, a user
 * whose role required setting one up at sign-in with the key it was given then (remembered per
 * app and login), each code of a new step of the stepping clock (test/second-factor.ts).
 */
import { SESSION_COOKIES, type SecondFactorChallenge, type Session } from '@outlet-pulse/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-users';
import { secondFactorClock } from './second-factor';

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

/** The keys of second factors set up by signing in, per app and login. */
const secondFactorKeys = new WeakMap<FastifyInstance, Map<string, string>>();

/** Tells signIn the key of a second factor a test set up another way (My Account). */
export function rememberSecondFactor(app: FastifyInstance, login: string, secret: string): void {
  const keys = secondFactorKeys.get(app) ?? new Map<string, string>();
  keys.set(login.toLowerCase(), secret);
  secondFactorKeys.set(app, keys);
}

const DEMO_ADMIN_LOGINS = new Set(
  DEMO_USERS.filter((user) => user.username === 'admin').flatMap((user) => [
    user.username,
    user.employee.employee_id,
  ]),
);

/** The key signIn knows for a login: one set up in this app, else the demo admin's. */
export function secondFactorKeyOf(app: FastifyInstance, login: string): string | undefined {
  const known = secondFactorKeys.get(app)?.get(login.toLowerCase());
  return known ?? (DEMO_ADMIN_LOGINS.has(login.toLowerCase()) ? DEMO_ADMIN_TOTP_SECRET : undefined);
}

/** The second factor's step a password step answered, if it answered one. */
export function secondFactorStepOf(response: LightMyRequestResponse): SecondFactorChallenge | null {
  if (response.statusCode !== 200) return null;
  const data = (response.json() as { data?: { secondFactor?: SecondFactorChallenge } }).data;
  return data?.secondFactor ?? null;
}

/**
 * The answer of a password step, or, when it asked for the second factor, the answer of its
 * code step, sent with the next code of the login's known key (or, when setting one up, of the
 * new key, which is remembered for later sign-ins).
 */
export async function throughSecondFactor(
  app: FastifyInstance,
  login: string,
  response: LightMyRequestResponse,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const step = secondFactorStepOf(response);
  if (!step) return response;
  if (step.step === 'enrol') rememberSecondFactor(app, login, step.secret);
  const secret = secondFactorKeyOf(app, login);
  if (!secret) throw new Error(`signIn knows no second factor of ${login}`);
  return app.inject({
    method: 'POST',
    url: '/api/auth/second_factor/sign_in',
    payload: { challenge: step.challenge, code: secondFactorClock.nextCode(secret) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The answer of the sign-in form's password step alone, from the given client address. */
export function passwordStep(
  app: FastifyInstance,
  payload: { username: string; password: string; remember?: boolean },
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password = username === 'newhire' ? 'newhire' : DEMO_PASSWORD,
  remoteAddress = '10.9.8.7',
): Promise<SignedIn> {
  const response = await passwordStep(app, { username, password, remember: true }, remoteAddress);
  return sessionOf(await throughSecondFactor(app, username, response, remoteAddress));
}
