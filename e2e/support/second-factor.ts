/**
 * Second-factor codes in the browser tests. The portals run in the test worker's process and
 * read codes by the server tests' stepping clock (portal.ts passes it to buildApp), so every code
 * a test asks for is of a new time step and the administrator signs in many times a minute
 * despite the server refusing a code twice. The demo administrator's key is published; the keys
 * of second factors set up while signing in are kept here, per portal, for the user's later
 * sign-ins.
 */

import { DEMO_ADMIN_TOTP_SECRET, secondFactorClock } from '@outlet-pulse/server/testing';

export { DEMO_ADMIN_TOTP_SECRET, secondFactorClock };

/** The code an authenticator app with `secret` shows next. */
export function nextCode(secret: string): string {
  return secondFactorClock.nextCode(secret);
}

const keys = new Map<string, string>();
const keyName = (baseUrl: string, username: string) => `${new URL(baseUrl).origin} ${username}`;

/** The key of the user's second factor on the portal at `baseUrl`, as far as the tests set it up. */
export function keyOf(baseUrl: string, username: string): string | undefined {
  const key = keys.get(keyName(baseUrl, username));
  return key ?? (username === 'admin' ? DEMO_ADMIN_TOTP_SECRET : undefined);
}

export function rememberKey(baseUrl: string, username: string, secret: string): void {
  keys.set(keyName(baseUrl, username), secret);
}
