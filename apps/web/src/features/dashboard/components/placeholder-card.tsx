/**
 * A static dashboard card (§2.7) whose figures arrive with a later module, and a landing page of
 * such cards with the sales data status beside them.
 */
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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

interface PlaceholderDashboardProps {
  cards: readonly Placeholder[];
  /** What shows above the cards (the dashboard's welcome notice). */
  notice?: ReactNode;
  /** Cards of built modules, before the static ones. */
  leading?: ReactNode;
}

export function PlaceholderDashboard({ cards, notice, leading }: PlaceholderDashboardProps) {
  return (
    <Stack gap="md">
      {notice}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {leading}
        {cards.map((card) => (
          <PlaceholderCard key={card.title} {...card} />
        ))}
        <DataStatusCard />
      </SimpleGrid>
    </Stack>
  );
}
