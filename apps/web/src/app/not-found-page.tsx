import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Text size="lg">Page not Found or Under Maintenance</Text>
        <Anchor component={Link} to="/">
          Back to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
