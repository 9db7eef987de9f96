import { SECOND_FACTOR_MESSAGES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  APP_CODE_MESSAGE,
  codeProblem,
  groupSecret,
  normaliseCode,
  RECOVERY_CODE_MESSAGE,
  recoveryCodesFileName,
  recoveryCodesText,
  refusedSecondFactorField,
} from './second-factor';

describe('a typed second-factor code', () => {
  it('is sent without the spaces an app shows or a paste leaves', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('abcd-efgh\n')).toBe('abcd-efgh');
  });

  it("takes an app's code of six digits, spaced as the app shows it", () => {
    expect(codeProblem('123 456', 'app')).toBeNull();
    expect(codeProblem('12345', 'app')).toBe(APP_CODE_MESSAGE);
    expect(codeProblem('1234567', 'app')).toBe(APP_CODE_MESSAGE);
    expect(codeProblem('12a456', 'app')).toBe(APP_CODE_MESSAGE);
    expect(codeProblem('  ', 'app')).toBe(SECOND_FACTOR_MESSAGES.codeRequired);
  });

  it('takes any recovery code the server may know, and asks for one when empty', () => {
    expect(codeProblem('k7pq-2xwm', 'recovery')).toBeNull();
    expect(codeProblem('', 'recovery')).toBe(RECOVERY_CODE_MESSAGE);
  });

  it('where either is taken, reads digits alone as an app code with a slip in it', () => {
    expect(codeProblem('123456', 'app-or-recovery')).toBeNull();
    expect(codeProblem('k7pq-2xwm', 'app-or-recovery')).toBeNull();
    expect(codeProblem('12345', 'app-or-recovery')).toBe(APP_CODE_MESSAGE);
    expect(codeProblem('', 'app-or-recovery')).toBe(SECOND_FACTOR_MESSAGES.codeRequired);
  });
});

describe('the set-up key', () => {
  it('reads in groups of four for typing by hand', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(groupSecret('JBSWY3DPE')).toBe('JBSW Y3DP E');
  });
});

describe('the recovery codes file', () => {
  it('says whose codes they are and when they were made, then one code a line', () => {
    const text = recoveryCodesText(['aaaa-1111', 'bbbb-2222'], 'admin', '05 December 2026, 14:30');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Outlet Pulse recovery codes for admin');
    expect(lines[1]).toContain('05 December 2026, 14:30');
    expect(lines.slice(-3)).toEqual(['aaaa-1111', 'bbbb-2222', '']);
  });

  it('is named after the user, with nothing a file system refuses', () => {
    expect(recoveryCodesFileName('ani.w')).toBe('outlet-pulse-recovery-codes-ani.w.txt');
    expect(recoveryCodesFileName('a/b c')).toBe('outlet-pulse-recovery-codes-a-b-c.txt');
  });
});

describe("the server's refusal of a second-factor form", () => {
  it('goes under the field it names', () => {
    const error = new ApiError(400, 'Invalid', [
      { field: 'password', message: 'The password is not right.' },
    ]);
    expect(refusedSecondFactorField(error, ['code', 'password'])).toEqual({
      field: 'password',
      message: 'The password is not right.',
    });
  });

  it('is not put under a field the form does not show, nor taken from other failures', () => {
    const error = new ApiError(400, 'Invalid', [{ field: 'password', message: 'Wrong.' }]);
    expect(refusedSecondFactorField(error, ['code'])).toBeNull();
    expect(refusedSecondFactorField(new Error('offline'), ['code'])).toBeNull();
  });
});
