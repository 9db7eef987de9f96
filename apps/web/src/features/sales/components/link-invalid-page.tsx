/**
 * What a beta link without a valid token shows (DOMAIN.md, deviations): a clear 'link expired
 * or invalid' page with no data, and the way to sign in and come back to the same view.
 */
import { Alert, Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { Link, useLocation } from 'react-router';
import { signInPath } from '../../../lib/return-url';

export const LINK_INVALID_TITLE = 'Link expired or invalid';

export function LinkInvalidPage() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.delete('token');
  const query = search.toString();
  const returnTo = `${location.pathname}${query ? `?${query}` : ''}`;
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1} size="h3">
            {LINK_INVALID_TITLE}
          </Title>
          <Alert color="red" role="alert">
            {SESSION_MESSAGES.linkInvalid}
          </Alert>
          <Text size="sm">
            Ask the person who shared the sales summary for a new link, or sign in to open it with
            your own account.
          </Text>
          <Anchor component={Link} to={signInPath(returnTo)}>
            Sign in
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
