/** 'Showing 16–30 of 183' beside a list's filters, with a spinner while the next page loads. */
import { Group, Loader, Text } from '@mantine/core';
import { shownRange } from '../list-view-params';

interface ShownRangeProps {
  page: number;
  rowsShown: number;
  count: number;
  refreshing: boolean;
}

export function ShownRange({ page, rowsShown, count, refreshing }: ShownRangeProps) {
  return (
    <Group gap="xs" aria-live="polite">
      {refreshing && <Loader size="xs" aria-label="Loading" />}
      <Text size="sm" c="dimmed">
        {shownRange(page, rowsShown, count)}
      </Text>
    </Group>
  );
}
