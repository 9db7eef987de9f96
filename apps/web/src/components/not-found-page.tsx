/** Where an unknown address ends (/error, §2.8). */
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { PAGE_MESSAGES } from '@outlet-pulse/contracts';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="xs" ta="center">
        <Text size="3rem" fw={700} c="dimmed" aria-hidden="true">
          404
        </Text>
        <Title order={1}>{PAGE_MESSAGES.notFound}</Title>
        <Text size="lg">{PAGE_MESSAGES.notFoundOrMaintenance}</Text>
        <Anchor component={Link} to="/">
          {PAGE_MESSAGES.backHome}
        </Anchor>
      </Stack>
    </Center>
  );
}
