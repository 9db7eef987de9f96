/**
 * The steps of a sign-in after the password, when the server asks for a second factor: the code
 * of the user's app (or, switched, a recovery code), or, for a role that requires one and has
 * none, the set-up of an app with its first code; after a set-up, the new recovery codes, shown
 * once before the portal opens. Pure, so that the order of the steps is tested without a page.
 */
import type { SecondFactorChallenge, Session } from '@outlet-pulse/contracts';
import { ApiError } from '../../lib/api-client';
import type { CodeKind } from '../../lib/second-factor';

export type SignInStep =
  | { kind: 'code'; challenge: string; recovery: boolean }
  | { kind: 'enrol'; challenge: string; secret: string; otpauthUri: string }
  | { kind: 'recovery-codes'; session: Session; recoveryCodes: string[] }
  /** Signed in: the page starts the session and opens the portal. */
  | { kind: 'done'; session: Session };

export type SignInStepEvent =
  | { type: 'switch-code-kind' }
  | { type: 'accepted'; answer: Session & { recoveryCodes?: string[] | undefined } }
  | { type: 'codes-saved' };

export function firstStep(challenge: SecondFactorChallenge): SignInStep {
  return challenge.step === 'code'
    ? { kind: 'code', challenge: challenge.challenge, recovery: false }
    : {
        kind: 'enrol',
        challenge: challenge.challenge,
        secret: challenge.secret,
        otpauthUri: challenge.otpauthUri,
      };
}

export function nextStep(step: SignInStep, event: SignInStepEvent): SignInStep {
  switch (event.type) {
    case 'switch-code-kind':
      return step.kind === 'code' ? { ...step, recovery: !step.recovery } : step;
    case 'accepted': {
      const { recoveryCodes, ...session } = event.answer;
      return recoveryCodes && recoveryCodes.length > 0
        ? { kind: 'recovery-codes', session, recoveryCodes }
        : { kind: 'done', session };
    }
    case 'codes-saved':
      return step.kind === 'recovery-codes' ? { kind: 'done', session: step.session } : step;
  }
}

/** The code a step's field takes. */
export function codeKindOf(step: SignInStep): CodeKind {
  return step.kind === 'code' && step.recovery ? 'recovery' : 'app';
}

/**
 * Where the server's refusal of a code goes: under the field (a wrong code, too many tries), or
 * back to the password (the step has expired: the server names no other 401 here), or, for
 * anything else (the server unreachable), above the form.
 */
export type CodeRefusal =
  | { kind: 'field'; message: string }
  | { kind: 'restart'; message: string }
  | { kind: 'alert'; message: string };

const UNAUTHORIZED = 401;
const TOO_MANY_REQUESTS = 429;

export function codeRefusal(error: Error): CodeRefusal {
  if (!(error instanceof ApiError)) return { kind: 'alert', message: error.message };
  if (error.status === UNAUTHORIZED) return { kind: 'restart', message: error.message };
  const codeError = error.errors.find(({ field }) => field === 'code');
  if (codeError) return { kind: 'field', message: codeError.message };
  if (error.status === TOO_MANY_REQUESTS) return { kind: 'field', message: error.message };
  return { kind: 'alert', message: error.message };
}
