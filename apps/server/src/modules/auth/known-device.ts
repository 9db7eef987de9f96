/**
 * The known-device cookie of OWASP's "device cookies": set at each successful sign-in, it names
 * the account and a random device id, signed so that it cannot be made up or moved to another
 * account. A sign-in that brings it is throttled by that device's own failures, so strangers'
 * wrong passwords do not lock the person out of their own device (login-throttle.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const KNOWN_DEVICE_COOKIE = 'op_known_device';
/** Long-lived: a device stays known for months between sign-ins. */
export const KNOWN_DEVICE_SECONDS = 365 * 24 * 60 * 60;

const signature = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(payload).digest();

/** A new cookie value naming `userId` and a fresh device id. */
export function newKnownDevice(key: Uint8Array, userId: number): string {
  const payload = `${userId}.${randomBytes(18).toString('base64url')}`;
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/** The device id of a cookie signed for `userId`, or null for a missing, forged or other one. */
export function knownDeviceId(
  key: Uint8Array,
  cookie: string | undefined,
  userId: number,
): string | null {
  const [cookieUser, deviceId, signed, ...rest] = cookie?.split('.') ?? [];
  if (!deviceId || !signed || rest.length > 0 || cookieUser !== String(userId)) return null;
  const expected = signature(key, `${cookieUser}.${deviceId}`);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}
