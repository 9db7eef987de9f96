/**
 * Auto sign-in (§2.4, 'Auto Log In'): a link carries a signed, single-use token and the sales
 * page to open. The token signs the user in and the page opens; an employee ID alone, or a
 * forged, used or expired token, gets a clear message and a way to sign in.
 */
import { Alert, Anchor, Center, Paper, Stack, Title } from '@mantine/core';
import { autoInLinkRequestSchema, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { narrowMenuTo, SALES_PORTAL_MENU_ID } from '../../../lib/menu';
import { welcomeNotice } from '../../../lib/notices';
import { SIGN_IN_PATH } from '../../../lib/return-url';
import { homePath, startSession } from '../../../lib/session';
import { autoIn } from '../api/auto-in';

interface AutoInFailure {
  message: string;
}

export async function autoInLoader({ request }: LoaderFunctionArgs): Promise<AutoInFailure> {
  const query = new URL(request.url).searchParams;
  const token = query.get('token');
  if (!token) return { message: SESSION_MESSAGES.linkInvalid };
  try {
    const session = await autoIn({ token });
    startSession(session);
    narrowMenuTo(SALES_PORTAL_MENU_ID);
    welcomeNotice(session.name);
    const page = autoInLinkRequestSchema.shape.menu.safeParse(query.get('menu'));
    throw redirect(page.success ? `/portal/sales/${page.data}` : homePath(session));
  } catch (error) {
    if (error instanceof ApiError) return { message: error.message };
    throw error;
  }
}

export function AutoInPage() {
  const { message } = useLoaderData<AutoInFailure>();
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" maw={440} w="100%">
        <Stack gap="md">
          <Title order={1} size="h3">
            Auto Log In
          </Title>
          <Alert color="red" role="alert">
            {message}
          </Alert>
          <Anchor component={Link} to={SIGN_IN_PATH}>
            Sign in with your username and password
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
