/**
 * The lock screen: hides the whole portal behind one panel until the signed-in user types the
 * password again (POST auth/unlock). Another person at the desk can log the user out instead.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type Session, unlockRequestSchema } from '@outlet-pulse/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HiddenUsernameField } from '../../../components/hidden-username-field';
import { SessionAvatar } from '../../../components/session-avatar';
import { fieldOf } from '../../../lib/form-field';
import { useUnlock } from '../api/unlock';
import { useLeavePortal } from '../hooks/use-leave-portal';
import { useScreenLock } from '../hooks/use-screen-lock';
import classes from './lock-screen.module.css';

type UnlockForm = z.infer<typeof unlockRequestSchema>;

export function LockScreen({ session }: { session: Session }) {
  const screenLock = useScreenLock();
  const unlock = useUnlock();
  const { leave, leaving } = useLeavePortal();
  const form = useForm<UnlockForm>({
    resolver: zodResolver(unlockRequestSchema),
    defaultValues: { password: '' },
  });

  const submit = form.handleSubmit(({ password }) => {
    unlock.mutate(password, {
      onSuccess: () => screenLock.unlock(),
      onError: () => form.resetField('password'),
    });
  });

  return (
    <Center className={classes.backdrop} mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="lg" p="xl" w="100%" maw={380}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md" align="stretch">
            <Stack gap={6} align="center">
              <SessionAvatar session={session} size={72} />
              <Title order={1} size="h3">
                Screen locked
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                {session.name} is signed in. Enter the password to continue.
              </Text>
            </Stack>
            {unlock.error ? (
              <Alert color="red" role="alert">
                {unlock.error.message}
              </Alert>
            ) : null}
            <HiddenUsernameField userName={session.userName} />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              autoFocus
              {...fieldOf(form, 'password')}
            />
            <Button type="submit" loading={unlock.isPending}>
              Unlock
            </Button>
            <Anchor component="button" type="button" size="sm" ta="center" onClick={leave}>
              {leaving ? 'Logging out…' : `Not ${session.name}? Log out`}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
