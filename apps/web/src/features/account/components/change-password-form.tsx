/**
 * My Account's 'Change Password' tab: new password and confirmation, checked against the rules
 * of §5, confirmed with 'Are you sure want to save?', then really changed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';
import { useForm } from 'react-hook-form';
import { confirmSave } from '../../../lib/notices';
import { useSubmitNewPassword } from '../hooks/use-submit-new-password';
import { type NewPasswordForm, newPasswordFormSchema } from '../new-password-schema';

export function ChangePasswordForm({ session }: { session: Session }) {
  const { submit, isPending } = useSubmitNewPassword(session);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const save = form.handleSubmit(async ({ newPassword }) => {
    if (await confirmSave()) submit(newPassword);
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md" maw={420}>
        <Text size="sm" c="dimmed">
          After the change every session of yours ends, here and on other devices, and you sign in
          again with the new password.
        </Text>
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={session.userName}
          readOnly
          hidden
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={isPending}>
            Save Change
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
