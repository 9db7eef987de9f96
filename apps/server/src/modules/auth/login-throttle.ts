/**
 * Sign-in throttling, kept in the database so every replica counts the same failures. It
 * follows OWASP ASVS 5.0 §6.3 and NIST 800-63B §5.2.2: it limits guessing without letting
 * anyone lock a person out.
 *
 * Each password check runs under a guard, a scope of which at most five checks may fail within
 * five minutes: the account (for devices that never signed in to it), a known device (one that
 * holds the signed cookie of an earlier sign-in to that account), or a session (the lock
 * screen's unlock and a password change's current password). A second factor's codes have a
 * guard of their own, the user's: five wrong codes in five minutes, wherever they were typed. So the failures of strangers
 * lock strangers out of the account, never the person on their own device or session. An
 * attempt is reserved before the slow password check, as a failure row counted together with
 * those before it, so concurrent attempts cannot run more checks than the limit; a right
 * password releases its guard.
 *
 * A client address only slows: past fifty failures within an hour, each attempt from it waits a
 * little longer, up to five seconds, and is never refused, because one address may be a whole
 * office behind NAT or a reverse proxy (see TRUST_PROXY for the latter).
 */
import type { Executor } from '../../db/database';
import {
  countFailures,
  deleteFailures,
  deleteFailuresBefore,
  insertFailures,
} from './auth.repository';

export const THROTTLE_LIMITS = {
  guardFailures: 5,
  guardWindowMs: 5 * 60_000,
  addressFailures: 50,
  addressWindowMs: 60 * 60_000,
  addressDelayStepMs: 250,
  addressDelayMaxMs: 5_000,
} as const;

/** The scopes a password check can be guarded by. */
export const guards = {
  /** The account as seen from devices that never signed in to it; an unknown name by itself. */
  account: (userId: number | undefined, login: string) =>
    userId === undefined ? `account:name:${login.trim().toLowerCase()}` : `account:${userId}`,
  knownDevice: (deviceId: string) => `device:${deviceId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  /** The codes of a user's second factor, wherever they are typed: one budget per factor. */
  secondFactor: (userId: number) => `second-factor:${userId}`,
};

const addressScope = (address: string) => `address:${address}`;

export interface AttemptVerdict {
  /** Whether the guard has had its failures: the password is not checked at all. */
  refused: boolean;
  /** How long the attempt waits before the check, for the failures of its address. */
  delayMs: number;
}

/**
 * What to do with an attempt, given the failures of its guard (this attempt's reservation
 * included) and of its address (before this attempt).
 */
export function attemptVerdict(guardFailures: number, addressFailures: number): AttemptVerdict {
  const overAddressLimit = addressFailures - THROTTLE_LIMITS.addressFailures + 1;
  return {
    refused: guardFailures > THROTTLE_LIMITS.guardFailures,
    delayMs:
      overAddressLimit > 0
        ? Math.min(
            THROTTLE_LIMITS.addressDelayMaxMs,
            overAddressLimit * THROTTLE_LIMITS.addressDelayStepMs,
          )
        : 0,
  };
}

/**
 * Counts the attempt as a failure of its guard before the password is checked, then counts the
 * guard's failures. Each count includes every row committed before it, so the n-th reservation
 * to commit sees at least n, on whichever server: at most the limit of concurrent attempts are
 * checked (none when they all commit before any counts; the throttle fails closed).
 */
export async function reserveAttempt(
  db: Executor,
  guard: string,
  address: string,
  nowMs: number,
): Promise<AttemptVerdict> {
  await insertFailures(db, [guard], nowMs);
  const [guardFailures, addressFailures] = await Promise.all([
    countFailures(db, guard, nowMs - THROTTLE_LIMITS.guardWindowMs),
    countFailures(db, addressScope(address), nowMs - THROTTLE_LIMITS.addressWindowMs),
  ]);
  return attemptVerdict(guardFailures, addressFailures);
}

/** A wrong password: its guard's reservation stands, and its address slows down. */
export async function recordAddressFailure(db: Executor, address: string, nowMs: number) {
  await insertFailures(db, [addressScope(address)], nowMs);
  await deleteFailuresBefore(db, nowMs - THROTTLE_LIMITS.addressWindowMs);
}

/** A right password: the guard starts afresh. */
export async function releaseGuard(db: Executor, guard: string) {
  await deleteFailures(db, guard);
}
