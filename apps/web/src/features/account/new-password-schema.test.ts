import { PASSWORD_MESSAGES, PASSWORD_RULE_MESSAGES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { newPasswordProblem, refusedField } from './new-password-schema';

const NAMES = ['maya.hartono', 'EMP-00012345'];
const CURRENT = 'the-current-one';

describe('a new password', () => {
  const problem = (newPassword: string, confirmPassword = newPassword, currentPassword = CURRENT) =>
    newPasswordProblem({ currentPassword, newPassword, confirmPassword }, NAMES);

  it('needs the current password first, then both new fields', () => {
    expect(problem('', '', '')).toEqual({
      field: 'currentPassword',
      message: PASSWORD_RULE_MESSAGES.currentRequired,
    });
    expect(problem('', '')?.message).toBe(PASSWORD_MESSAGES.enterPassword);
    expect(problem('long-enough', '')).toEqual({
      field: 'confirmPassword',
      message: PASSWORD_MESSAGES.enterPassword,
    });
  });

  it('must be the same twice before its length is judged', () => {
    expect(problem('short', 'shorter')?.message).toBe(PASSWORD_MESSAGES.notMatch);
  });

  it('has 8 to 64 characters', () => {
    expect(problem('short')).toEqual({ field: 'newPassword', message: PASSWORD_MESSAGES.tooShort });
    expect(problem('x'.repeat(65))?.message).toBe(PASSWORD_RULE_MESSAGES.tooLong);
    expect(problem('eight-ch')).toBeNull();
  });

  it('is not the username, the employee ID or the current password', () => {
    expect(problem('Maya.Hartono')).toEqual({
      field: 'newPassword',
      message: PASSWORD_RULE_MESSAGES.signInName,
    });
    expect(problem('emp-00012345')?.message).toBe(PASSWORD_RULE_MESSAGES.signInName);
    expect(problem(CURRENT)?.message).toBe(PASSWORD_RULE_MESSAGES.sameAsCurrent);
  });
});

describe('a refusal from the server', () => {
  it('goes to the field it names', () => {
    const wrongCurrent = new ApiError(400, 'Invalid request', [
      { field: 'currentPassword', message: PASSWORD_RULE_MESSAGES.currentWrong },
    ]);
    expect(refusedField(wrongCurrent)).toEqual({
      field: 'currentPassword',
      message: PASSWORD_RULE_MESSAGES.currentWrong,
    });
    const common = new ApiError(400, 'Invalid request', [
      { field: 'newPassword', message: PASSWORD_RULE_MESSAGES.common },
    ]);
    expect(refusedField(common)).toEqual({
      field: 'newPassword',
      message: PASSWORD_RULE_MESSAGES.common,
    });
  });

  it('is not a field refusal when it names no field of the form', () => {
    expect(refusedField(new ApiError(429, 'Too many failed sign-in attempts.'))).toBeNull();
    expect(
      refusedField(new ApiError(400, 'x', [{ field: 'employeeID', message: 'x' }])),
    ).toBeNull();
    expect(refusedField(new Error('offline'))).toBeNull();
  });
});
