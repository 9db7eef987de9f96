/**
 * Password hashing with argon2id at the parameters OWASP recommends (m=19 MiB, t=2, p=1), and
 * the rules a password someone chooses must pass, the list of common ones included.
 */

import { hash, verify } from '@node-rs/argon2';
import { type PasswordContext, passwordProblem } from '@outlet-pulse/contracts';
import { commonPasswords } from './common-passwords';

const ARGON2ID = 2; // Algorithm.Argon2id; the package's const enum is not usable under isolatedModules.

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the time of a real check, so an unknown username answers as slowly as a known one. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  await verifyPassword(await decoyHash, password);
  return false;
}

/** Why `password` may not be chosen, or null when it may (every rule, the list included). */
export async function chosenPasswordProblem(
  password: string,
  context: Omit<PasswordContext, 'commonPasswords'>,
): Promise<string | null> {
  return passwordProblem(password, { ...context, commonPasswords: await commonPasswords() });
}
