/** A static dashboard card (§2.7) whose figures arrive with a later module. */
import { Card, Stack, Text, Title } from '@mantine/core';

export function PlaceholderCard({ title, text }: { title: string; text: string }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Card>
  );
}
