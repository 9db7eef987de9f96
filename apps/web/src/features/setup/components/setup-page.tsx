/**
 * The first-run set-up page (/setup/<token>), as Metabase and Grafana have it: the link the
 * server printed while no user exists opens a form for the first administrator. A wrong or used
 * token, or a database that has a user, shows the ordinary "Page not Found" and nothing else.
 * Once created, the administrator is signed in with what they chose: straight into the portal,
 * or, as an administrator's role requires a second factor, on to its set-up on the sign-in page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  PASSWORD_MESSAGES,
  PASSWORD_RULE_MESSAGES,
  passwordProblem,
  SETUP_MESSAGES,
  setupRequestSchema,
} from '@outlet-pulse/contracts';
import { useForm } from 'react-hook-form';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
import { toast } from '../../../lib/notices';
import { SIGN_IN_PATH } from '../../../lib/return-url';
import { homePath, startSession } from '../../../lib/session';
import { handOverState } from '../../../lib/sign-in-hand-over';
import { checkSetupToken, useCreateAdministrator } from '../api/setup';
import classes from './setup-page.module.css';

/** Whether the set-up is open for the link's token; a refusal other than 404 says why. */
type SetupState = { open: true } | { open: false; message: string | null };

export async function setupLoader({ params }: LoaderFunctionArgs): Promise<SetupState> {
  try {
    await checkSetupToken(params.token ?? '');
    return { open: true };
  } catch (error) {
    if (error instanceof ApiError) {
      return { open: false, message: error.status === 404 ? null : error.message };
    }
    throw error;
  }
}

const formSchema = setupRequestSchema
  .omit({ token: true })
  .extend({ passwordAgain: z.string() })
  .refine((form) => form.password === form.passwordAgain, {
    message: PASSWORD_MESSAGES.notMatch,
    path: ['passwordAgain'],
  })
  .superRefine((form, context) => {
    const problem = passwordProblem(form.password, { signInNames: [form.username] });
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });
type SetupForm = z.input<typeof formSchema>;
type SetupValues = z.output<typeof formSchema>;
const FIELDS = ['username', 'name', 'email', 'password', 'passwordAgain'] as const;

function SetupForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const create = useCreateAdministrator();
  const form = useForm<SetupForm, unknown, SetupValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { username: '', name: '', email: '', password: '', passwordAgain: '' },
  });

  const submit = form.handleSubmit(({ passwordAgain: _again, ...administrator }) => {
    create.mutate(
      { ...administrator, token },
      {
        onSuccess: async (signedIn) => {
          if (signedIn !== null && 'session' in signedIn) {
            startSession(signedIn.session);
            toast('success', SETUP_MESSAGES.created, SETUP_MESSAGES.createdText, { service: true });
            await navigate(homePath(signedIn.session), { replace: true });
            return;
          }
          const text = signedIn
            ? SETUP_MESSAGES.createdSecondFactorText
            : SETUP_MESSAGES.createdSignInText;
          toast('success', SETUP_MESSAGES.created, text, { service: true });
          await navigate(SIGN_IN_PATH, {
            replace: true,
            ...(signedIn ? { state: handOverState(signedIn.handOver) } : {}),
          });
        },
        onError: (error) => {
          for (const problem of error instanceof ApiError ? error.errors : []) {
            const field = FIELDS.find((name) => name === problem.field);
            if (field) form.setError(field, { message: problem.message });
          }
        },
      },
    );
  });
  const working = create.isPending || create.isSuccess;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4} align="center" ta="center">
          <Title order={1} size="h2">
            Outlet Pulse
          </Title>
          <Text c="dimmed" size="sm">
            Set up the first administrator. This account may do everything in the portal, for every
            company; it then gives the others their sign-in.
          </Text>
        </Stack>
        {create.isError ? (
          <Alert color="red" role="alert" title="The administrator was not created">
            {create.error.message === SETUP_MESSAGES.notFound
              ? 'This set-up link is no longer valid: a user exists already. Sign in instead.'
              : create.error.message}
          </Alert>
        ) : null}
        <TextInput
          label="Username"
          description="3 to 60 letters, digits, dots, dashes or underscores"
          autoComplete="username"
          autoFocus
          withAsterisk
          {...fieldOf(form, 'username')}
        />
        <TextInput label="Name" autoComplete="name" withAsterisk {...fieldOf(form, 'name')} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          {...fieldOf(form, 'email')}
        />
        <PasswordInput
          label="Password"
          description={PASSWORD_RULE_MESSAGES.hint}
          autoComplete="new-password"
          withAsterisk
          {...fieldOf(form, 'password')}
        />
        <PasswordInput
          label="Password again"
          autoComplete="new-password"
          withAsterisk
          {...fieldOf(form, 'passwordAgain')}
        />
        <Button type="submit" fullWidth loading={working}>
          Create administrator
        </Button>
      </Stack>
    </form>
  );
}

export function SetupPage() {
  const state = useLoaderData<SetupState>();
  const { token = '' } = useParams();
  if (!state.open && state.message === null) return <NotFoundPage />;
  return (
    <Center className={classes.background} mih="100dvh" p="md">
      <Paper component="main" className={classes.card} withBorder shadow="md" p="xl" radius="md">
        {state.open ? (
          <SetupForm token={token} />
        ) : (
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
        )}
      </Paper>
    </Center>
  );
}
