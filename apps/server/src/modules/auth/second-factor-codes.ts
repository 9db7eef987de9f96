/**
 * The codes of the second factor, with no storage: RFC 6238 time-based codes through otpauth
 * (SHA-1, six digits, 30 seconds, as every authenticator app reads an otpauth:// address),
 * recovery codes, and the encryption that keeps a TOTP secret unreadable at rest.
 *
 * Recovery codes are ASVS 5.0 lookup secrets: 24 Crockford base32 characters, 120 random bits,
 * shown in groups of four. With that much randomness a plain SHA-256 is a safe store (no
 * guessing of a stored hash is feasible), so they need no slow password hash.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { SECOND_FACTOR } from '@outlet-pulse/contracts';
import { Secret, TOTP } from 'otpauth';

/** What an authenticator app shows above the code. */
export const TOTP_ISSUER = 'Outlet Pulse';
/** Codes of one step before or after the current one are accepted (clock drift, typing). */
const TOTP_WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends. */
const SECRET_BYTES = 20;

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: SECOND_FACTOR.digits,
    period: SECOND_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret, base32 as apps take it typed by hand. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// address of a secret, for a QR code: issuer Outlet Pulse, label the username. */
export function otpauthUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The code an app shows for `secret` at `nowMs` (tests, and the demo's `demo-code` command). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}

/**
 * The time step of the code when it is one of `secret`'s at `nowMs`, one step either side;
 * null when it is not. The caller accepts it only if no code of that step or a later one was
 * accepted before (replay).
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

/* ------------------------------------------------------------------ recovery codes */

/** Crockford's base32: no I, L, O or U, so that a code read aloud or copied is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RECOVERY_CODE_LENGTH = 24;
const RECOVERY_CODE_BYTES = (RECOVERY_CODE_LENGTH * 5) / 8;

/** A new recovery code as shown: `7K2M-Q9XH-…`, six groups of four. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_CODE_BYTES);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += CROCKFORD[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/** A recovery code as typed, in its one form: capitals, no dashes or spaces; null if not one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  return [...code].every((character) => CROCKFORD.includes(character)) ? code : null;
}

export function hashRecoveryCode(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex');
}

/** What a typed code is: a six-digit code of the app, a recovery code, or neither. */
export type TypedCode =
  | { kind: 'totp'; code: string }
  | { kind: 'recovery'; hash: string }
  | { kind: 'unreadable' };

export function readTypedCode(typed: string): TypedCode {
  const digits = typed.replace(/\s/g, '');
  if (new RegExp(`^\\d{${SECOND_FACTOR.digits}}$`).test(digits)) {
    return { kind: 'totp', code: digits };
  }
  const recovery = normaliseRecoveryCode(typed);
  return recovery ? { kind: 'recovery', hash: hashRecoveryCode(recovery) } : { kind: 'unreadable' };
}

/* ------------------------------------------------------------------ the secret at rest */

const CIPHER = 'aes-256-gcm';
const FORMAT = 'v1';
/** The whole GCM tag; a shorter one given back is refused, not checked on fewer bytes. */
const AUTH_TAG_BYTES = 16;

/** The user's id is bound in as associated data: a ciphertext moved to another user's row fails. */
const associatedData = (userId: number) => Buffer.from(`second-factor:${userId}`);

export function encryptSecret(key: Uint8Array, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(CIPHER, key, iv);
  cipher.setAAD(associatedData(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The secret, or null when the value was not sealed for this user with this key (another
 * AUTH_SECRET, or a row that was tampered with): its codes then match nothing, and recovery
 * codes or an administrator's reset are the way back.
 */
export function decryptSecret(key: Uint8Array, userId: number, stored: string): string | null {
  const [format, iv, sealed, tag, ...rest] = stored.split('.');
  if (format !== FORMAT || !iv || !sealed || !tag || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv(CIPHER, key, Buffer.from(iv, 'base64url'), {
      authTagLength: AUTH_TAG_BYTES,
    });
    decipher.setAAD(associatedData(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
