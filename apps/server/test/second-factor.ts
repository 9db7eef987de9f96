/**
 * The second factor's codes in tests. No code works twice (its time step must be later than the
 * last one used), yet a suite signs the administrator in many times a second: every test app
 * reads codes by this stepping clock (buildApp's `secondFactorClock`), and each code a test
 * asks for moves it on by one step first, so each is of a new step. The clock starts at real
 * time and is one per test file (vitest isolates modules per file).
 */
import { SECOND_FACTOR } from '@outlet-pulse/contracts';
import { totpCodeAt } from '../src/modules/auth/second-factor-codes';

const STEP_MS = SECOND_FACTOR.periodSeconds * 1000;

let steppedNow = Date.now();

export const secondFactorClock = {
  /** The time the apps read codes by; pass as buildApp's `secondFactorClock`. */
  now: (): number => steppedNow,
  /** Moves the clock on by one step and answers the secret's code of that step. */
  nextCode(secret: string): string {
    steppedNow += STEP_MS;
    return totpCodeAt(secret, steppedNow);
  },
  /** The secret's code of the current step, without moving on (to try a code twice). */
  currentCode(secret: string): string {
    return totpCodeAt(secret, steppedNow);
  },
  /** The secret's code `steps` steps from now, without moving on. */
  codeInSteps(secret: string, steps: number): string {
    return totpCodeAt(secret, steppedNow + steps * STEP_MS);
  },
};
