/**
 * The forced password change (§4): while the password is a default one, a dialog that cannot be
 * dismissed asks for a new one. A form that fails the rules closes the dialog with the reason
 * and reopens it a second later, as the original portal did.
 */
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/notices';
import { useDefaultPasswordCheck } from '../api/check-default-password';
import { useSubmitNewPassword } from '../hooks/use-submit-new-password';
import { NewPasswordFields, newPasswordMessage, useNewPasswordForm } from './new-password-fields';

const REOPEN_AFTER_MS = 1000;

function ForcedPasswordForm({
  userName,
  problem,
  pending,
  onSubmit,
  onProblem,
}: {
  userName: string;
  problem: string | null;
  pending: boolean;
  onSubmit: (newPassword: string) => void;
  /** The form broke a rule: this one. */
  onProblem: (message: string) => void;
}) {
  const form = useNewPasswordForm();
  const save = form.handleSubmit(
    ({ newPassword }) => onSubmit(newPassword),
    (errors) => onProblem(newPasswordMessage(errors) ?? ''),
  );
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Your password is still the default one. Choose a new password before you continue.
        </Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <NewPasswordFields userName={userName} form={form} showErrors={false} autofocus />
        <Button type="submit" loading={pending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

export function ForcedPasswordChange({ session }: { session: Session }) {
  const check = useDefaultPasswordCheck(session);
  const mustChange = session.mustChangePassword || check.data?.isDefault === true;
  const [waitingToReopen, setWaitingToReopen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, isPending } = useSubmitNewPassword(session);

  useEffect(() => {
    if (!waitingToReopen) return;
    const timer = window.setTimeout(() => setWaitingToReopen(false), REOPEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [waitingToReopen]);

  const refuse = (message: string) => {
    setProblem(message);
    toast('error', message);
    setWaitingToReopen(true);
  };

  const change = (newPassword: string) => {
    setProblem(null);
    submit(newPassword);
  };

  return (
    <Modal
      opened={mustChange && !waitingToReopen}
      onClose={() => undefined}
      title="Change your default password"
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <ForcedPasswordForm
        userName={session.userName}
        problem={problem}
        pending={isPending}
        onSubmit={change}
        onProblem={refuse}
      />
    </Modal>
  );
}
