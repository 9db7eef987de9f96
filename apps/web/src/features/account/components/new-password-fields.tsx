/**
 * The current password and the new one typed twice, in My Account's form and in the forced
 * change: the form's state (checked by the rules of §4, §5 and contracts through zodResolver,
 * one message at a time) and its fields, with the rules as a hint, each message under its field
 * and the username hidden beside them for password managers.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput } from '@mantine/core';
import { PASSWORD_RULE_MESSAGES, type Session } from '@outlet-pulse/contracts';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { HiddenUsernameField } from '../../../components/hidden-username-field';
import { fieldOf } from '../../../lib/form-field';
import { type NewPasswordForm, newPasswordFormSchema, type Problem } from '../new-password-schema';

export function useNewPasswordForm(session: Session) {
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(
      newPasswordFormSchema([session.userName, session.employee_info.employeeID]),
    ),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  /** Shows the server's refusal under its field and takes the keyboard there. */
  const showRefusal = ({ field, message }: Problem) =>
    form.setError(field, { type: 'server', message }, { shouldFocus: true });
  return { form, showRefusal };
}

/** The one message of a refused form (the rules stop at the first problem). */
export function newPasswordMessage(errors: FieldErrors<NewPasswordForm>): string | undefined {
  return (
    errors.currentPassword?.message ??
    errors.newPassword?.message ??
    errors.confirmPassword?.message
  );
}

interface NewPasswordFieldsProps {
  userName: string;
  form: UseFormReturn<NewPasswordForm>;
  /** Whether the first field takes the focus when a dialog opens. */
  autofocus?: boolean;
}

export function NewPasswordFields({ userName, form, autofocus = false }: NewPasswordFieldsProps) {
  return (
    <>
      <HiddenUsernameField userName={userName} />
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        data-autofocus={autofocus || undefined}
        {...fieldOf(form, 'currentPassword')}
      />
      <PasswordInput
        label="New password"
        description={PASSWORD_RULE_MESSAGES.hint}
        autoComplete="new-password"
        {...fieldOf(form, 'newPassword')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...fieldOf(form, 'confirmPassword')}
      />
    </>
  );
}
