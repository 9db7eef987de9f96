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

function csrfSignature(key: Buffer, sessionId: string, nonce: string): string {
  return createHmac('sha256', key).update(`${sessionId}.${nonce}`).digest('base64url');
}

export function createCsrfToken(key: Buffer, sessionId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${csrfSignature(key, sessionId, nonce)}`;
}

/** True when the header repeats the cookie and the cookie was signed for this session. */
export function isValidCsrf(
  key: Buffer,
  sessionId: string,
  cookieValue: string | undefined,
  headerValue: string | undefined,
): boolean {
  if (!cookieValue || !headerValue || cookieValue !== headerValue) return false;
  const [nonce, signature] = cookieValue.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(csrfSignature(key, sessionId, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
