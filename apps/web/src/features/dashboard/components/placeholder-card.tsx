/**
 * A static dashboard card (§2.7) whose figures arrive with a later module, and a landing page of
 * such cards with the sales data status beside them.
 */
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DataStatusCard } from './data-status-card';

interface Placeholder {
  title: string;
  text: string;
}

export function PlaceholderCard({ title, text }: Placeholder) {
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

export function PlaceholderDashboard({ cards }: { cards: readonly Placeholder[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {cards.map((card) => (
        <PlaceholderCard key={card.title} {...card} />
      ))}
      <DataStatusCard />
    </SimpleGrid>
  );
}
