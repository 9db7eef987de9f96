import { PASSWORD_MESSAGES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password-schema';

describe('a new password', () => {
  it('needs both fields', () => {
    expect(newPasswordProblem({ newPassword: '', confirmPassword: '' })?.message).toBe(
      PASSWORD_MESSAGES.enterPassword,
    );
    expect(newPasswordProblem({ newPassword: 'long-enough', confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: PASSWORD_MESSAGES.enterPassword,
    });
  });

  it('must be the same twice before its length is judged', () => {
    expect(newPasswordProblem({ newPassword: 'short', confirmPassword: 'shorter' })?.message).toBe(
      PASSWORD_MESSAGES.notMatch,
    );
  });

  it('has at least 8 characters', () => {
    expect(newPasswordProblem({ newPassword: 'short', confirmPassword: 'short' })?.message).toBe(
      PASSWORD_MESSAGES.tooShort,
    );
    expect(newPasswordProblem({ newPassword: 'eight-ch', confirmPassword: 'eight-ch' })).toBeNull();
  });
});
