/**
 * The card every sales widget sits in: its title, the data date, and its states (loading, an
 * error with Retry, 'No sales for this selection' or the widget's own empty text, or the chart
 * and tables). `data-widget`
 * names the widget for tests and for reading the page.
 */
import { Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { CHART_HEIGHT } from '../lib/charts/chart-option';
import { EMPTY_TEXT, QueryState } from './query-state';

interface WidgetCardProps<Data> {
  /** The component's name, written to data-widget. */
  name: string;
  title: string;
  query: UseQueryResult<Data, Error>;
  /** A line under the title, such as 'Data until 21 Nov 2026'. */
  subtitle?: (data: Data) => string;
  /** True when the answer holds no sales at all. */
  isEmpty: (data: Data) => boolean;
  /** What an empty answer says, where not 'No sales for this selection'. */
  emptyText?: string;
  children: (data: Data) => ReactNode;
}

export function WidgetCard<Data>({
  name,
  title,
  query,
  subtitle,
  isEmpty,
  emptyText = EMPTY_TEXT,
  children,
}: WidgetCardProps<Data>) {
  const titleId = useId();
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="md"
      data-widget={name}
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          {query.data !== undefined && subtitle && (
            <Text size="xs" c="dimmed">
              {subtitle(query.data)}
            </Text>
          )}
        </Group>
        <QueryState query={query} loadingLabel={`Loading ${title}`} loadingHeight={CHART_HEIGHT}>
          {(data) =>
            isEmpty(data) ? (
              <EmptyState title={emptyText} size="sm" mih={160} />
            ) : (
              <Stack gap="md">{children(data)}</Stack>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
