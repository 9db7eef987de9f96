/**
 * What a list shows while it loads (its shape, so the page does not jump), when nothing
 * matches, and when it could not be loaded (with a Retry, never an endless spinner).
 */
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function ListSkeleton({ phone, label }: { phone: boolean; label: string }) {
  return (
    <Stack gap={phone ? 'sm' : 6} role="status" aria-label={label} aria-busy>
      {phone
        ? [0, 1, 2, 3].map((index) => <Skeleton key={index} height={150} radius="md" />)
        : [0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
            <Skeleton key={index} height={index === 0 ? 36 : 30} radius="sm" />
          ))}
    </Stack>
  );
}

interface ListEmptyProps {
  title: string;
  /** Set when filters are on: says so, with a button that clears them. */
  filtered?: { text: ReactNode; onClear: () => void };
}

export function ListEmpty({ title, filtered }: ListEmptyProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack gap="xs" align="center">
        <Text fw={600}>{title}</Text>
        {filtered && (
          <>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {filtered.text}
            </Text>
            <Button size="xs" variant="light" onClick={filtered.onClear}>
              Clear filters
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function ListFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" color="red" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
