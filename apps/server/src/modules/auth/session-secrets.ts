/**
 * Secrets the server hands out: opaque tokens (a refresh token, a shared link's id) kept only
 * as a hash on the server, and nonces signed together with their owner (known devices).
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
