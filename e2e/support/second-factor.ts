/**
 * Second-factor codes in the browser tests. The portal runs in this process and reads codes by
 * the server tests' stepping clock (portal.ts passes it to buildApp), so every code a test asks
 * for is of a new time step and the administrator signs in many times a minute despite the
 * server refusing a code twice. The demo administrator's key is published; the keys of second
 * factors set up while signing in are kept here for the user's later sign-ins in the file.
 */

import { DEMO_ADMIN_TOTP_SECRET, secondFactorClock } from '@outlet-pulse/server/testing';

export { DEMO_ADMIN_TOTP_SECRET, secondFactorClock };

/** The code an authenticator app with `secret` shows next. */
export function nextCode(secret: string): string {
  return secondFactorClock.nextCode(secret);
}

const keys = new Map<string, string>([['admin', DEMO_ADMIN_TOTP_SECRET]]);

/** The key of the user's second factor, as far as this file has seen it set up. */
export function keyOf(username: string): string | undefined {
  return keys.get(username);
}

export function rememberKey(username: string, secret: string): void {
  keys.set(username, secret);
}
