/**
 * The forced password change (§4): while the password is a default one, a dialog that cannot be
 * dismissed asks for it (the temporary one the user was given) and a new one. A form that breaks
 * a rule, or that the server refuses (a wrong current password, a common new one), keeps the
 * dialog open and what was typed, and shows the message under the field it concerns. The
 * original portal closed the dialog and reopened it a second later, empty (issue 25): the
 * dialog flickered and the user typed everything again.
 */
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';
import { useDefaultPasswordCheck } from '../api/check-default-password';
import { useSubmitNewPassword } from '../hooks/use-submit-new-password';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';

function ForcedPasswordForm({ session }: { session: Session }) {
  const { form, showRefusal } = useNewPasswordForm(session);
  const { submit, isPending } = useSubmitNewPassword(session, showRefusal);
  const save = form.handleSubmit(({ currentPassword, newPassword }) =>
    submit({ currentPassword, newPassword }),
  );
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Your password is still the default one you were given. Type it as the current password,
          then choose a new one before you continue.
        </Text>
        <NewPasswordFields userName={session.userName} form={form} autofocus />
        <Button type="submit" loading={isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

export function ForcedPasswordChange({ session }: { session: Session }) {
  const check = useDefaultPasswordCheck(session);
  const mustChange = session.mustChangePassword || check.data?.isDefault === true;
  return (
    <Modal
      opened={mustChange}
      onClose={() => undefined}
      title="Change your default password"
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <ForcedPasswordForm session={session} />
    </Modal>
  );
}
