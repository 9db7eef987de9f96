/**
 * The known-device cookie of OWASP's "device cookies": set at each successful sign-in, it names
 * the account and a random device id, signed so that it cannot be made up or moved to another
 * account. A sign-in that brings it is throttled by that device's own failures, so strangers'
 * wrong passwords do not lock the person out of their own device (login-throttle.ts).
 */
import { boundSecretNonce, newBoundSecret } from './session-secrets';

export const KNOWN_DEVICE_COOKIE = 'op_known_device';
/** Long-lived: a device stays known for months between sign-ins. */
export const KNOWN_DEVICE_SECONDS = 365 * 24 * 60 * 60;

/** A new cookie value naming `userId` and a fresh device id signed for that account. */
export function newKnownDevice(key: Uint8Array, userId: number): string {
  return `${userId}.${newBoundSecret(key, String(userId), 18)}`;
}

/** The device id of a cookie signed for `userId`, or null for a missing, forged or other one. */
export function knownDeviceId(
  key: Uint8Array,
  cookie: string | undefined,
  userId: number,
): string | null {
  const owner = String(userId);
  if (!cookie?.startsWith(`${owner}.`)) return null;
  return boundSecretNonce(key, owner, cookie.slice(owner.length + 1));
}
