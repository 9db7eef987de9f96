/**
 * What a route shows when its guard refuses the user or its screen fails: inside the shell for
 * shell pages, on its own otherwise.
 */
import { Alert, Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { PAGE_MESSAGES, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorReference } from '../../components/error-reference';

const FAILED = 'Something went wrong while opening this page.';

function describe(error: unknown): { title: string; text: string; refused: boolean } {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return {
      title: SESSION_MESSAGES.forbidden,
      text: 'Your menu does not include this page. Ask an administrator if you need it.',
      refused: true,
    };
  }
  const text = error instanceof Error ? error.message : 'Please try again.';
  return { title: FAILED, text, refused: false };
}

function ErrorPanel() {
  const error = useRouteError();
  const { title, text, refused } = describe(error);
  return (
    <Alert color={refused ? 'orange' : 'red'} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <ErrorReference error={error} />
        {refused ? (
          <Anchor component={Link} to="/" size="sm">
            {PAGE_MESSAGES.backHome}
          </Anchor>
        ) : (
          <Button size="xs" color="red" onClick={() => window.location.reload()}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function ShellRouteError() {
  return <ErrorPanel />;
}

export function PageRouteError() {
  return (
    <Center mih="100dvh" p="md">
      <ErrorPanel />
    </Center>
  );
}
