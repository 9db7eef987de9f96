/**
 * The forced password change (§4): while the password is a default one, a dialog that cannot be
 * dismissed asks for it (the temporary one the user was given) and a new one. A form that fails
 * the rules closes the dialog with the reason and reopens it a second later, as the original
 * portal did; a refusal from the server (a wrong current password, a common new one) keeps the
 * dialog open and shows under the field it concerns.
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
  session,
  problem,
  onValid,
  onProblem,
}: {
  session: Session;
  problem: string | null;
  /** The form passed the rules: the problem shown, if any, is no longer current. */
  onValid: () => void;
  /** The form broke a rule: this one. */
  onProblem: (message: string) => void;
}) {
  const { form, showRefusal } = useNewPasswordForm(session);
  const { submit, isPending } = useSubmitNewPassword(session, showRefusal);
  const save = form.handleSubmit(
    ({ currentPassword, newPassword }) => {
      onValid();
      submit({ currentPassword, newPassword });
    },
    (errors) => onProblem(newPasswordMessage(errors) ?? ''),
  );
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Your password is still the default one you were given. Type it as the current password,
          then choose a new one before you continue.
        </Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
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
  const [waitingToReopen, setWaitingToReopen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
        session={session}
        problem={problem}
        onValid={() => setProblem(null)}
        onProblem={refuse}
      />
    </Modal>
  );
}
