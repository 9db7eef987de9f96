/**
 * The two secrets a browser holds besides the access token: the opaque refresh token (kept
 * only as a hash on the server) and the double-submit CSRF token, signed and bound to the
 * session so a token from one session is worthless in another.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A random nonce signed together with its owner (a session, an account): `nonce.signature`.
 * Worthless for any other owner, and not to be made without the key.
 */
export function newBoundSecret(key: Uint8Array, owner: string, nonceBytes = 16): string {
  const nonce = randomBytes(nonceBytes).toString('base64url');
  return `${nonce}.${boundSignature(key, owner, nonce).toString('base64url')}`;
}

/** The nonce of `value` when it was signed for `owner` with `key`, else null. */
export function boundSecretNonce(
  key: Uint8Array,
  owner: string,
  value: string | undefined,
): string | null {
  const [nonce, signed, ...rest] = value?.split('.') ?? [];
  if (!nonce || !signed || rest.length > 0) return null;
  const expected = boundSignature(key, owner, nonce);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

function boundSignature(key: Uint8Array, owner: string, nonce: string): Buffer {
  return createHmac('sha256', key).update(`${owner}.${nonce}`).digest();
}

export function createCsrfToken(key: Uint8Array, sessionId: string): string {
  return newBoundSecret(key, sessionId);
}

/** True when the header repeats the cookie and the cookie was signed for this session. */
export function isValidCsrf(
  key: Uint8Array,
  sessionId: string,
  cookieValue: string | undefined,
  headerValue: string | undefined,
): boolean {
  if (!cookieValue || cookieValue !== headerValue) return false;
  return boundSecretNonce(key, sessionId, cookieValue) !== null;
}
