/**
 * The change-password form of My Account and of the forced change (§4, §5): the current
 * password, the new one typed twice and the password rules of contracts (the server alone also
 * checks its list of common passwords); one message at a time, in that order. A refusal from the
 * server is shown beside the field it names.
 */
import {
  PASSWORD_MESSAGES,
  PASSWORD_RULE_MESSAGES,
  passwordProblem,
} from '@outlet-pulse/contracts';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';

export interface NewPasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface Problem {
  field: keyof NewPasswordForm;
  message: string;
}

export function newPasswordProblem(
  { currentPassword, newPassword, confirmPassword }: NewPasswordForm,
  signInNames: readonly string[],
): Problem | null {
  if (currentPassword === '') {
    return { field: 'currentPassword', message: PASSWORD_RULE_MESSAGES.currentRequired };
  }
  if (newPassword === '') return { field: 'newPassword', message: PASSWORD_MESSAGES.enterPassword };
  if (confirmPassword === '') {
    return { field: 'confirmPassword', message: PASSWORD_MESSAGES.enterPassword };
  }
  if (newPassword !== confirmPassword) {
    return { field: 'confirmPassword', message: PASSWORD_MESSAGES.notMatch };
  }
  const message = passwordProblem(newPassword, { signInNames, currentPassword });
  return message ? { field: 'newPassword', message } : null;
}

export function newPasswordFormSchema(signInNames: readonly string[]) {
  return z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((form, context) => {
      const problem = newPasswordProblem(form, signInNames);
      if (problem)
        context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    });
}

/** The fields the server may refuse: a wrong current password, a common new one. */
const REFUSABLE_FIELDS = ['currentPassword', 'newPassword'] as const;
const isRefusable = (field: string): field is (typeof REFUSABLE_FIELDS)[number] =>
  (REFUSABLE_FIELDS as readonly string[]).includes(field);

/** The server's refusal of one of the form's fields, or null for any other failure. */
export function refusedField(error: unknown): Problem | null {
  if (!(error instanceof ApiError)) return null;
  for (const { field, message } of error.errors) {
    if (isRefusable(field)) return { field, message };
  }
  return null;
}
