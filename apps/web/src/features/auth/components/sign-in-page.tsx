/**
 * The sign-in screen (§2.3): username or employee ID, password, 'Remember me' (on by default;
 * keeps only the username), a 'Log In' button that waits for a valid form, and a dismissible
 * message box for the server's answer. When the server asks for a second factor, its steps
 * (loaded then) take the card's place. Success goes to the page that asked, or home.
 */
// The sheets of the components this page shows (main.tsx has the globals), in Mantine's order:
// the sign-in page does not load the stylesheet of every component (routes.ts, ownStyles).
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Title.layer.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LOGIN_MESSAGES,
  type LoginRequest,
  loginRequestSchema,
  PASSWORD_MESSAGES,
  SESSION_MESSAGES,
  type SecondFactorChallenge,
  type Session,
} from '@outlet-pulse/contracts';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FirstRunNotice } from '../../../components/first-run-notice';
import { fieldOf } from '../../../lib/form-field';
import { loadMenu, narrowMenuTo } from '../../../lib/menu';
import { toast } from '../../../lib/notices';
import { usePortalConfig } from '../../../lib/portal-config';
import {
  arrivedAfterExpiry,
  arrivedAfterPasswordChange,
  readReturnUrl,
} from '../../../lib/return-url';
import { homePath, startSession } from '../../../lib/session';
import { readHandOver } from '../../../lib/sign-in-hand-over';
import { useSignIn } from '../api/sign-in';
import { useScreenLock } from '../hooks/use-screen-lock';
import { readRememberedUsername, rememberUsername } from '../remembered-username';
import classes from './sign-in-page.module.css';

type LoginForm = z.input<typeof loginRequestSchema>;

const SecondFactorSignIn = lazy(async () => ({
  default: (await import('./second-factor-sign-in')).SecondFactorSignIn,
}));

/** The password was right and the server asks for a second factor. */
interface PendingSecondFactor {
  challenge: SecondFactorChallenge;
  request: LoginRequest;
}

/** The password change's own words (§8), as one line. */
const PASSWORD_CHANGED_NOTICE = `${PASSWORD_MESSAGES.changedTitle} ${PASSWORD_MESSAGES.changedText}.`;

function useArrivalNotice(): string | null {
  const { state, search } = useLocation();
  if (arrivedAfterExpiry(state)) return SESSION_MESSAGES.expired;
  if (arrivedAfterPasswordChange(state)) return PASSWORD_CHANGED_NOTICE;
  return readReturnUrl(search) ? SESSION_MESSAGES.signInRequired : null;
}

function VersionLine() {
  const config = usePortalConfig();
  return (
    <Text size="xs" c="dimmed" ta="center">
      {config.data ? `Outlet Pulse version ${config.data.version}` : '\u00a0'}
    </Text>
  );
}

export function SignInPage() {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const arrivalNotice = useArrivalNotice();
  const [rememberedUsername] = useState(readRememberedUsername);
  const [messageDismissed, setMessageDismissed] = useState(false);
  // The set-up page may hand over the second-factor step of the administrator it just made.
  const [secondFactor, setSecondFactor] = useState<PendingSecondFactor | null>(() => {
    const handOver = readHandOver(state);
    return handOver
      ? {
          challenge: handOver.secondFactor,
          request: { username: handOver.username, password: '', remember: true },
        }
      : null;
  });
  /** Why the code step sent the user back to the password (it expired). */
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  const screenLock = useScreenLock();
  const signIn = useSignIn();
  const form = useForm<LoginForm, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onChange',
    defaultValues: { username: rememberedUsername, password: '', remember: true },
  });
  const { isValid } = form.formState;
  // Remembered, or typed before a code step that sent the user back: the password comes next.
  const usernameKnown = form.getValues('username') !== '';

  const goOn = async (session: Session, request: LoginRequest) => {
    rememberUsername(request.username.trim(), request.remember ?? true);
    screenLock.unlock();
    startSession(session);
    narrowMenuTo(null);
    await loadMenu(session).catch(() => undefined);
    toast('success', LOGIN_MESSAGES.success, undefined, { service: true });
    await navigate(readReturnUrl(search) ?? homePath(session), { replace: true });
  };

  const submit = form.handleSubmit((request) => {
    setMessageDismissed(false);
    setRestartNotice(null);
    signIn.mutate(request, {
      onSuccess: (answer) =>
        'secondFactor' in answer
          ? setSecondFactor({ challenge: answer.secondFactor, request })
          : goOn(answer, request),
    });
  });

  const backToPassword = (notice: string | null) => {
    signIn.reset();
    form.resetField('password');
    setSecondFactor(null);
    setRestartNotice(notice);
    setMessageDismissed(false);
  };

  const message = signIn.error?.message ?? restartNotice ?? arrivalNotice;
  const working = signIn.isPending || signIn.isSuccess;

  if (secondFactor) {
    return (
      <Center className={classes.background} mih="100dvh" p="md">
        <Paper component="main" className={classes.card} withBorder shadow="md" p="xl" radius="md">
          <Suspense fallback={<Loader mx="auto" display="block" aria-label="Loading" />}>
            <SecondFactorSignIn
              challenge={secondFactor.challenge}
              onSignedIn={(session) => goOn(session, secondFactor.request)}
              onRestart={backToPassword}
            />
          </Suspense>
        </Paper>
      </Center>
    );
  }

  return (
    <Center className={classes.background} mih="100dvh" p="md">
      <Paper component="main" className={classes.card} withBorder shadow="md" p="xl" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack gap={2} align="center">
              <Title order={1} size="h2">
                Outlet Pulse
              </Title>
              <Text c="dimmed" size="sm">
                Sign in to the sales portal
              </Text>
            </Stack>
            <FirstRunNotice />
            {message && !messageDismissed ? (
              <Alert
                color={
                  signIn.isError
                    ? 'red'
                    : restartNotice || arrivalNotice === SESSION_MESSAGES.expired
                      ? 'orange'
                      : arrivalNotice === PASSWORD_CHANGED_NOTICE
                        ? 'green'
                        : 'blue'
                }
                role="alert"
                withCloseButton
                closeButtonLabel="Dismiss message"
                onClose={() => setMessageDismissed(true)}
              >
                {message}
              </Alert>
            ) : null}
            <TextInput
              label="Username"
              placeholder="Username or Employee ID"
              autoComplete="username"
              autoFocus={!usernameKnown}
              {...fieldOf(form, 'username')}
            />
            <PasswordInput
              label="Password"
              placeholder="Password"
              autoComplete="current-password"
              autoFocus={usernameKnown}
              {...fieldOf(form, 'password')}
            />
            <Checkbox label="Remember me" {...form.register('remember')} />
            <Button type="submit" fullWidth disabled={!isValid || working}>
              {working ? LOGIN_MESSAGES.authenticating : 'Log In'}
            </Button>
            <VersionLine />
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
