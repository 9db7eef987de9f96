/**
 * The second factor's rules as the web app applies them before asking the server (which checks
 * again): what counts as a code typed from an app or a recovery code, the set-up key in groups
 * for typing by hand, the recovery codes as a text file, and where the server's refusal of a
 * code or password goes. Shared by the sign-in page's code step and My Account.
 */
import { SECOND_FACTOR, SECOND_FACTOR_MESSAGES } from '@outlet-pulse/contracts';
import { ApiError } from './api-client';

/** Which code a field asks for: the app's only (turning it on), or either. */
export type CodeKind = 'app' | 'recovery' | 'app-or-recovery';

export const APP_CODE_MESSAGE = `Enter the ${SECOND_FACTOR.digits} digits your authenticator app shows.`;
export const RECOVERY_CODE_MESSAGE = 'Enter one of your recovery codes.';

/** A code as sent: without the spaces apps show ('123 456') or a paste leaves around it. */
export function normaliseCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

const APP_CODE = new RegExp(`^\\d{${SECOND_FACTOR.digits}}$`);

/** What is wrong with a typed code, or null when it may be sent. */
export function codeProblem(typed: string, kind: CodeKind): string | null {
  const code = normaliseCode(typed);
  if (code === '') {
    return kind === 'recovery' ? RECOVERY_CODE_MESSAGE : SECOND_FACTOR_MESSAGES.codeRequired;
  }
  if (kind === 'app' && !APP_CODE.test(code)) return APP_CODE_MESSAGE;
  // Digits alone are an app's code: the wrong number of them is a typing slip, not a recovery code.
  if (kind === 'app-or-recovery' && /^\d+$/.test(code) && !APP_CODE.test(code)) {
    return APP_CODE_MESSAGE;
  }
  return null;
}

/** The set-up key as an app asks for it by hand: groups of four, 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string, size = 4): string {
  return (secret.replace(/\s+/g, '').match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');
}

/** The recovery codes as a text file to keep: who they are for, when they were made, one a line. */
export function recoveryCodesText(codes: readonly string[], userName: string, madeAt: string) {
  return [
    `Outlet Pulse recovery codes for ${userName}`,
    `Made ${madeAt}. Each code signs in once in place of a code from your authenticator app;`,
    'a new set replaces these.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export function recoveryCodesFileName(userName: string): string {
  const safe = userName.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `outlet-pulse-recovery-codes-${safe}.txt`;
}

/** The fields of a second-factor form the server may refuse one by one. */
export type SecondFactorField = 'code' | 'password';

/** The server's refusal of one of the form's fields (a wrong code or password), or null. */
export function refusedSecondFactorField(
  error: unknown,
  fields: readonly SecondFactorField[],
): { field: SecondFactorField; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  for (const { field, message } of error.errors) {
    const known = fields.find((name) => name === field);
    if (known) return { field: known, message };
  }
  return null;
}
