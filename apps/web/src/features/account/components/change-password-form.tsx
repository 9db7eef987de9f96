/**
 * My Account's 'Change Password' tab: the current password and the new one typed twice, checked
 * against the rules of §5 and contracts, confirmed with 'Are you sure want to save?', then really
 * changed; the server's refusal shows under the field it concerns.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';
import { confirmSave } from '../../../lib/notices';
import { useSubmitNewPassword } from '../hooks/use-submit-new-password';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';

export function ChangePasswordForm({ session }: { session: Session }) {
  const { form, showRefusal } = useNewPasswordForm(session);
  const { submit, isPending } = useSubmitNewPassword(session, showRefusal);

  const save = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    if (await confirmSave()) submit({ currentPassword, newPassword });
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md" maw={420}>
        <Text size="sm" c="dimmed">
          After the change every session of yours ends, here and on other devices, and you sign in
          again with the new password.
        </Text>
        <NewPasswordFields userName={session.userName} form={form} />
        <Group>
          <Button type="submit" loading={isPending}>
            Save Change
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
