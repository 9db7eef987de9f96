/**
 * The set-up page hands the sign-in page the second-factor step of the administrator it has just
 * made (an administrator's role requires one), so that signing in goes on from there rather
 * than from the password again. It travels as router state: the step's short-lived challenge
 * and the username, never the password.
 */
import type { SecondFactorChallenge } from '@outlet-pulse/contracts';

export interface SignInHandOver {
  username: string;
  secondFactor: SecondFactorChallenge;
}

const KEY = 'signInHandOver';

/** The router state that carries the hand-over to the sign-in page. */
export function handOverState(handOver: SignInHandOver): Record<string, SignInHandOver> {
  return { [KEY]: handOver };
}

/** The hand-over the router state carries, or null. */
export function readHandOver(state: unknown): SignInHandOver | null {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return null;
  const handOver = (state as Record<string, unknown>)[KEY] as Partial<SignInHandOver> | undefined;
  return typeof handOver?.username === 'string' && typeof handOver.secondFactor === 'object'
    ? (handOver as SignInHandOver)
    : null;
}
