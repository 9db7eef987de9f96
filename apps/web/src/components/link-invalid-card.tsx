/**
 * The page a shared link without a valid token shows (DOMAIN.md, deviations): the title, the
 * server's 'link expired or invalid' message and no data; each screen adds what to do next.
 */
import { Alert, Center, type MantineShadow, Paper, Stack, Title } from '@mantine/core';
import { SESSION_MESSAGES } from '@outlet-pulse/contracts';
import type { ReactNode } from 'react';

export const LINK_INVALID_TITLE = 'Link expired or invalid';

export function LinkInvalidCard({
  className,
  shadow,
  children,
}: {
  /** The page's own class on the centring box. */
  className?: string;
  shadow?: MantineShadow;
  /** What the reader can do now: whom to ask, where to sign in. */
  children: ReactNode;
}) {
  return (
    <Center mih="100dvh" p="md" className={className}>
      <Paper component="main" withBorder shadow={shadow} p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1} size="h3">
            {LINK_INVALID_TITLE}
          </Title>
          <Alert color="red" role="alert">
            {SESSION_MESSAGES.linkInvalid}
          </Alert>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
