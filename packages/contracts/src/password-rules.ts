/**
 * The rules every password a person chooses must pass (ASVS 5.0 §6.2): 8 to 64 characters,
 * with 15 or more recommended; no rules about kinds of characters; not a name the user signs in
 * with, not the password it replaces, and not a common or leaked password. The list of those is
 * large, so only the server holds it and passes it in; the web checks the other rules as the
 * user types, with the same function. Also the change-password call (spec 001 §7 Session),
 * here rather than beside sign-in so that the sign-in page's code does not carry the rules.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './messages';

export const PASSWORD_MAX_LENGTH = 64;

/** What the spec's messages do not cover; the hint is shown beside every new-password field. */
export const PASSWORD_RULE_MESSAGES = {
  hint: 'At least 8 characters; 15 or more is better',
  tooLong: 'Password at most 64 characters!',
  signInName: 'The password must not be your username or employee ID.',
  sameAsCurrent: 'The new password must differ from the current one.',
  common: 'This password is too common: it is in lists of leaked passwords. Choose another.',
  currentRequired: 'Please enter your current password!',
  currentWrong: 'The current password is not correct.',
} as const;

export interface PasswordContext {
  /** The names the user signs in with (username, employee ID), compared ignoring case. */
  signInNames?: readonly (string | undefined)[];
  /** The password the new one replaces. */
  currentPassword?: string;
  /** Common and leaked passwords, lower-cased (the server's list). */
  commonPasswords?: ReadonlySet<string>;
}

/** Why `password` may not be chosen, or null when it may. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  // Characters as a person counts them: an emoji is one, not two UTF-16 units.
  const length = [...password].length;
  if (length === 0) return PASSWORD_MESSAGES.enterPassword;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_MESSAGES.tooLong;
  const lowerCase = password.toLowerCase();
  if (context.signInNames?.some((name) => name?.trim().toLowerCase() === lowerCase)) {
    return PASSWORD_RULE_MESSAGES.signInName;
  }
  if (context.currentPassword === password) return PASSWORD_RULE_MESSAGES.sameAsCurrent;
  if (context.commonPasswords?.has(lowerCase)) return PASSWORD_RULE_MESSAGES.common;
  return null;
}

/**
 * A new password at the edge: the rules that need nothing but the password itself. The service
 * checks the rest (names, current password, the list) with the same function.
 */
export const newPasswordSchema = z
  .string({ message: PASSWORD_MESSAGES.enterPassword })
  .superRefine((password, check) => {
    const problem = passwordProblem(password);
    if (problem) check.addIssue({ code: 'custom', message: problem });
  })
  .describe(
    '8 to 64 characters (15 or more recommended); not a common or leaked password, a name the user signs in with, or the current password',
  );

/**
 * The spec's call, with the current password added: a stolen access token alone cannot change
 * the password. The forced change gives the default or temporary password as the current one.
 */
export const changePasswordRequestSchema = z.object({
  employeeID: z.string().min(1),
  currentPassword: z
    .string({ message: PASSWORD_RULE_MESSAGES.currentRequired })
    .min(1, PASSWORD_RULE_MESSAGES.currentRequired)
    .max(200),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = successEnvelope(z.object({ changed: z.literal(true) }));
