/**
 * The signing secret and the keys derived from it, one per purpose, so that a token made for
 * one use (access, auto sign-in, CSRF, known devices, a sign-in's second-factor step) can never
 * pass as another. One more key encrypts the second factors' secrets at rest.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

const MIN_SECRET_LENGTH = 32;
const KNOWN_DEFAULT_SECRETS = new Set([
  'change-me',
  'changeme',
  'secret',
  'default',
  'outlet-pulse',
]);
const DEMO_SECRET_FILE = 'auth-secret';

export interface AuthKeys {
  access: Uint8Array;
  autoIn: Uint8Array;
  knownDevice: Uint8Array;
  csrf: Buffer;
  /** Signs the challenge between a sign-in's password and its second-factor code. */
  secondFactorChallenge: Uint8Array;
  /** AES-256-GCM key of the TOTP secrets in the database (second-factor-codes.ts). */
  secondFactorSecret: Buffer;
}

export function deriveAuthKeys(secret: string): AuthKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return {
    access: derive('access-token'),
    autoIn: derive('auto-in-token'),
    knownDevice: derive('known-device-cookie'),
    csrf: derive('csrf-token'),
    secondFactorChallenge: derive('second-factor-challenge'),
    secondFactorSecret: derive('second-factor-secret'),
  };
}

export class AuthSecretError extends Error {}

/**
 * Outside demo mode the secret must be configured, long and not a well-known default. In demo
 * mode a missing secret is generated once and kept in the data folder, so sessions survive a
 * restart.
 */
export async function resolveAuthSecret(
  config: Pick<Config, 'authSecret' | 'demoMode' | 'dataDir'>,
): Promise<string> {
  const configured = config.authSecret;
  if (configured !== undefined) {
    if (
      configured.length < MIN_SECRET_LENGTH ||
      KNOWN_DEFAULT_SECRETS.has(configured.toLowerCase())
    ) {
      throw new AuthSecretError(
        `AUTH_SECRET must be a random value of at least ${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 48).`,
      );
    }
    return configured;
  }
  if (!config.demoMode) {
    throw new AuthSecretError(
      'AUTH_SECRET is not set. Outside demo mode the server needs a random signing secret of at least ' +
        `${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 48).`,
    );
  }
  const file = path.join(config.dataDir, DEMO_SECRET_FILE);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing && existing.trim().length >= MIN_SECRET_LENGTH) return existing.trim();
  const generated = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, generated, { mode: 0o600 });
  await chmod(file, 0o600);
  return generated;
}
