/**
 * The forced password change (§4): while the password is a default one, a dialog that cannot be
 * dismissed asks for a new one. A form that fails the rules closes the dialog with the reason
 * and reopens it a second later, as the original portal did.
 */
import { Alert, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notices';
import { useDefaultPasswordCheck } from '../api/check-default-password';
import { useSubmitNewPassword } from '../hooks/use-submit-new-password';
import { type NewPasswordForm, newPasswordProblem } from '../new-password-schema';

const REOPEN_AFTER_MS = 1000;

function ForcedPasswordForm({
  userName,
  problem,
  pending,
  onSubmit,
}: {
  userName: string;
  problem: string | null;
  pending: boolean;
  onSubmit: (form: NewPasswordForm) => void;
}) {
  const form = useForm<NewPasswordForm>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Your password is still the default one. Choose a new password before you continue.
        </Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={userName}
          readOnly
          hidden
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          data-autofocus
          {...form.register('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
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

  const handleSubmit = (form: NewPasswordForm) => {
    const found = newPasswordProblem(form);
    if (found) {
      setProblem(found.message);
      toast('error', found.message);
      setWaitingToReopen(true);
      return;
    }
    setProblem(null);
    submit(form.newPassword);
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
        onSubmit={handleSubmit}
      />
    </Modal>
  );
}
