import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './messages';
import { newPasswordSchema, PASSWORD_RULE_MESSAGES, passwordProblem } from './password-rules';

describe('the password rules', () => {
  it('takes 8 to 64 characters, counted as a person counts them', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.enterPassword);
    expect(passwordProblem('7-chars')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('8 chars!')).toBeNull();
    expect(passwordProblem('x'.repeat(64))).toBeNull();
    expect(passwordProblem('x'.repeat(65))).toBe(PASSWORD_RULE_MESSAGES.tooLong);
    // Four emoji are eight UTF-16 units but four characters.
    expect(passwordProblem('🔑🔑🔑🔑')).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('asks for no kinds of characters', () => {
    for (const password of ['alllowercase', 'ALLUPPERCASE', '1234509876543', 'only words here']) {
      expect(passwordProblem(password)).toBeNull();
    }
  });

  it('refuses a name the user signs in with, in any case', () => {
    const context = { signInNames: ['maya.hartono', 'ADM-MAYA-01'] };
    expect(passwordProblem('Maya.Hartono', context)).toBe(PASSWORD_RULE_MESSAGES.signInName);
    expect(passwordProblem('adm-maya-01', context)).toBe(PASSWORD_RULE_MESSAGES.signInName);
    expect(passwordProblem('maya.hartono.2026', context)).toBeNull();
  });

  it('refuses the current password, which is compared exactly', () => {
    const context = { currentPassword: 'Temporary-Pass-7' };
    expect(passwordProblem('Temporary-Pass-7', context)).toBe(PASSWORD_RULE_MESSAGES.sameAsCurrent);
    expect(passwordProblem('temporary-pass-7', context)).toBeNull();
  });

  it('refuses what the list holds, ignoring case', () => {
    const context = { commonPasswords: new Set(['sunshine1']) };
    expect(passwordProblem('SunShine1', context)).toBe(PASSWORD_RULE_MESSAGES.common);
    expect(passwordProblem('sunshine2', context)).toBeNull();
  });

  it('checks at the edge what needs only the password', () => {
    const problems = (value: unknown) =>
      newPasswordSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(problems(undefined)).toEqual([PASSWORD_MESSAGES.enterPassword]);
    expect(problems('short')).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(problems('y'.repeat(65))).toEqual([PASSWORD_RULE_MESSAGES.tooLong]);
    expect(problems('a good passphrase')).toBeUndefined();
  });
});
