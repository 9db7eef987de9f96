/**
 * My Account's 'Change Password' tab: new password and confirmation, checked against the rules
 * of §5, confirmed with 'Are you sure want to save?', then really changed.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';
import { confirmSave } from '../../../lib/notices';
import { useSubmitNewPassword } from '../hooks/use-submit-new-password';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';

export function ChangePasswordForm({ session }: { session: Session }) {
  const { submit, isPending } = useSubmitNewPassword(session);
  const form = useNewPasswordForm();

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
        <NewPasswordFields userName={session.userName} form={form} showErrors />
        <Group>
          <Button type="submit" loading={isPending}>
            Save Change
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
