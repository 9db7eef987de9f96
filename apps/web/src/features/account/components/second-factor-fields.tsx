/**
 * The fields of My Account's second-factor forms: a code (the app's, or either kind) and, where
 * the change needs it, the current password, each message under its field; the server's refusal
 * of either goes under that field with the keyboard there.
 */
import { PasswordInput } from '@mantine/core';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { HiddenUsernameField } from '../../../components/hidden-username-field';
import { CodeInput } from '../../../components/second-factor/code-input';
import { type CodeKind, codeProblem, type SecondFactorField } from '../../../lib/second-factor';

export interface SecondFactorFormValues {
  code: string;
  password: string;
}

const PASSWORD_REQUIRED = 'Enter your current password.';

export function useSecondFactorForm() {
  const form = useForm<SecondFactorFormValues>({ defaultValues: { code: '', password: '' } });
  const showRefusal = ({ field, message }: { field: SecondFactorField; message: string }) =>
    form.setError(field, { type: 'server', message }, { shouldFocus: true });
  return { form, showRefusal };
}

interface SecondFactorFieldsProps {
  form: UseFormReturn<SecondFactorFormValues>;
  codeKind: CodeKind;
  codeDescription: string;
  /** The change needs the current password too; the username goes beside it for managers. */
  passwordFor?: string;
}

export function SecondFactorFields({
  form,
  codeKind,
  codeDescription,
  passwordFor,
}: SecondFactorFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <CodeInput
        kind={codeKind}
        label={codeKind === 'app' ? 'Authentication code' : 'Code'}
        description={codeDescription}
        error={errors.code?.message}
        {...form.register('code', { validate: (code) => codeProblem(code, codeKind) ?? true })}
      />
      {passwordFor !== undefined && (
        <>
          <HiddenUsernameField userName={passwordFor} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password', {
              validate: (password) => (password === '' ? PASSWORD_REQUIRED : true),
            })}
          />
        </>
      )}
    </>
  );
}
