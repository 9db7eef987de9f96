/**
 * The new-password form of My Account and of the forced change (§4, §5): both fields filled,
 * the same twice, and the rules of the change-password call; one message at a time, in that
 * order.
 */
import { changePasswordRequestSchema, PASSWORD_MESSAGES } from '@outlet-pulse/contracts';
import { z } from 'zod';

export interface NewPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

interface Problem {
  field: keyof NewPasswordForm;
  message: string;
}

export function newPasswordProblem({
  newPassword,
  confirmPassword,
}: NewPasswordForm): Problem | null {
  if (newPassword === '') return { field: 'newPassword', message: PASSWORD_MESSAGES.enterPassword };
  if (confirmPassword === '') {
    return { field: 'confirmPassword', message: PASSWORD_MESSAGES.enterPassword };
  }
  if (newPassword !== confirmPassword) {
    return { field: 'confirmPassword', message: PASSWORD_MESSAGES.notMatch };
  }
  const rules = changePasswordRequestSchema.shape.newPassword.safeParse(newPassword);
  if (!rules.success) {
    return {
      field: 'newPassword',
      message: rules.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort,
    };
  }
  return null;
}

export const newPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, context) => {
    const problem = newPasswordProblem(form);
    if (problem)
      context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
