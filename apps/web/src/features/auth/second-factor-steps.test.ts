import { SECOND_FACTOR_MESSAGES, type Session } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  codeKindOf,
  codeRefusal,
  firstStep,
  nextStep,
  type SignInStep,
} from './second-factor-steps';

const session = { userName: 'admin', name: 'Rina Wulandari' } as Session;
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `code-${index}`);

const codeStep = firstStep({ step: 'code', challenge: 'c1', expiresIn: 300 });
const enrolStep = firstStep({
  step: 'enrol',
  challenge: 'c2',
  expiresIn: 300,
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Outlet%20Pulse:admin?secret=JBSWY3DPEHPK3PXP',
});

describe('the steps of a sign-in after the password', () => {
  it("asks for the app's code first, and switches to a recovery code and back", () => {
    expect(codeStep).toEqual({ kind: 'code', challenge: 'c1', recovery: false });
    expect(codeKindOf(codeStep)).toBe('app');
    const switched = nextStep(codeStep, { type: 'switch-code-kind' });
    expect(codeKindOf(switched)).toBe('recovery');
    expect(nextStep(switched, { type: 'switch-code-kind' })).toEqual(codeStep);
  });

  it('signs in when the code is accepted without new recovery codes', () => {
    expect(nextStep(codeStep, { type: 'accepted', answer: session })).toEqual({
      kind: 'done',
      session,
    });
  });

  it('after a set-up, shows the new recovery codes before the portal opens', () => {
    expect(enrolStep.kind).toBe('enrol');
    expect(codeKindOf(enrolStep)).toBe('app');
    // The set-up's code is always the app's: there are no recovery codes yet.
    expect(nextStep(enrolStep, { type: 'switch-code-kind' })).toBe(enrolStep);
    const shown = nextStep(enrolStep, {
      type: 'accepted',
      answer: { ...session, recoveryCodes },
    });
    expect(shown).toEqual({ kind: 'recovery-codes', session, recoveryCodes });
    expect(nextStep(shown, { type: 'codes-saved' })).toEqual({ kind: 'done', session });
  });

  it('keeps the recovery codes out of the session it starts', () => {
    const shown = nextStep(enrolStep, {
      type: 'accepted',
      answer: { ...session, recoveryCodes },
    }) as Extract<SignInStep, { kind: 'recovery-codes' }>;
    expect(shown.session).not.toHaveProperty('recoveryCodes');
  });
});

describe("where the server's refusal of a code goes", () => {
  it('a wrong code: under the field', () => {
    const wrong = new ApiError(400, 'Invalid', [
      { field: 'code', message: SECOND_FACTOR_MESSAGES.codeWrong },
    ]);
    expect(codeRefusal(wrong)).toEqual({
      kind: 'field',
      message: SECOND_FACTOR_MESSAGES.codeWrong,
    });
  });

  it('too many tries: under the field, with the wait the server names', () => {
    const throttled = new ApiError(429, 'Too many attempts. Try again in 5 minutes.');
    expect(codeRefusal(throttled)).toEqual({
      kind: 'field',
      message: 'Too many attempts. Try again in 5 minutes.',
    });
  });

  it('an expired step: back to the password, saying why', () => {
    const expired = new ApiError(401, SECOND_FACTOR_MESSAGES.challengeExpired);
    expect(codeRefusal(expired)).toEqual({
      kind: 'restart',
      message: SECOND_FACTOR_MESSAGES.challengeExpired,
    });
  });

  it('anything else (the server unreachable, a refusal of no field): above the form', () => {
    expect(codeRefusal(new ApiError(0, 'The server cannot be reached.')).kind).toBe('alert');
    expect(codeRefusal(new ApiError(500, 'Something went wrong.')).kind).toBe('alert');
    expect(codeRefusal(new Error('boom'))).toEqual({ kind: 'alert', message: 'boom' });
  });
});
