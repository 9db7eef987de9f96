/**
 * Sign-in throttling, kept in the database so every replica counts the same failures: after
 * five failures for one account within five minutes, or fifty from one client address within
 * an hour, further attempts are refused for the rest of the window, right password or not.
 */
import type { Executor } from '../../db/database';
import {
  countFailures,
  deleteFailures,
  deleteFailuresBefore,
  insertFailures,
} from './auth.repository';

export const THROTTLE_LIMITS = {
  accountFailures: 5,
  accountWindowMs: 5 * 60_000,
  addressFailures: 50,
  addressWindowMs: 60 * 60_000,
} as const;

const accountScope = (login: string) => `account:${login.trim().toLowerCase()}`;
const addressScope = (address: string) => `address:${address}`;

export async function isThrottled(db: Executor, login: string, address: string, nowMs: number) {
  const [account, fromAddress] = await Promise.all([
    countFailures(db, accountScope(login), nowMs - THROTTLE_LIMITS.accountWindowMs),
    countFailures(db, addressScope(address), nowMs - THROTTLE_LIMITS.addressWindowMs),
  ]);
  return (
    account >= THROTTLE_LIMITS.accountFailures || fromAddress >= THROTTLE_LIMITS.addressFailures
  );
}

export async function recordFailure(db: Executor, login: string, address: string, nowMs: number) {
  await insertFailures(db, [accountScope(login), addressScope(address)], nowMs);
  await deleteFailuresBefore(db, nowMs - THROTTLE_LIMITS.addressWindowMs);
}

export async function forgetAccountFailures(db: Executor, login: string) {
  await deleteFailures(db, accountScope(login));
}
