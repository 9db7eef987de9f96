/**
 * The new password typed twice, in My Account's form and in the forced change: the form's state
 * (checked by the rules of §4 and §5 through zodResolver, one message at a time) and its fields,
 * with the username hidden beside them for password managers.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput } from '@mantine/core';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { HiddenUsernameField } from '../../../components/hidden-username-field';
import { type NewPasswordForm, newPasswordFormSchema } from '../new-password-schema';

export function useNewPasswordForm() {
  return useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
}

/** The one message of a refused form (the rules stop at the first problem). */
export function newPasswordMessage(errors: FieldErrors<NewPasswordForm>): string | undefined {
  return errors.newPassword?.message ?? errors.confirmPassword?.message;
}

interface NewPasswordFieldsProps {
  userName: string;
  form: UseFormReturn<NewPasswordForm>;
  /** Whether the messages show under the fields (the forced change says them otherwise). */
  showErrors: boolean;
  /** Whether the first field takes the focus when a dialog opens. */
  autofocus?: boolean;
}

export function NewPasswordFields({
  userName,
  form,
  showErrors,
  autofocus = false,
}: NewPasswordFieldsProps) {
  const errors = showErrors ? form.formState.errors : {};
  return (
    <>
      <HiddenUsernameField userName={userName} />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        data-autofocus={autofocus || undefined}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </>
  );
}
