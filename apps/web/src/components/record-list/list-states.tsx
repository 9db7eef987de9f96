/**
 * What a list shows while it loads (its shape, so the page does not jump), when it is empty or
 * nothing matches, and when it could not be loaded (with a Retry, never an endless spinner).
 */
import { Alert, Button, Paper, Skeleton, Stack, type StackProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorReference } from '../error-reference';

interface ListSkeletonProps {
  phone: boolean;
  /** The accessible name of the loading state, 'Loading branches'. */
  label: string;
  /** Table rows drawn on wider screens, the header first. */
  rows?: number;
  /** Cards drawn on a phone, and the height of each. */
  cards?: number;
  cardHeight?: number;
}

const upTo = (count: number) => Array.from({ length: count }, (_, index) => index);

export function ListSkeleton({
  phone,
  label,
  rows = 8,
  cards = 4,
  cardHeight = 150,
}: ListSkeletonProps) {
  return (
    <Stack gap={phone ? 'sm' : 6} role="status" aria-label={label} aria-busy>
      {phone
        ? upTo(cards).map((index) => <Skeleton key={index} height={cardHeight} radius="md" />)
        : upTo(rows).map((index) => (
            <Skeleton key={index} height={index === 0 ? 36 : 30} radius="sm" />
          ))}
    </Stack>
  );
}

interface ListEmptyProps {
  /** 'No branches yet', or 'No branches match “mall”.' when that says it all. */
  title: ReactNode;
  /** A dimmed line under the title: what was searched for, or what the list will hold. */
  detail?: ReactNode;
  /** A way back when a search or a filter found nothing: 'Clear search', 'Clear filters'. */
  clear?: { label: string; onClear: () => void };
  /** The space between the lines. */
  gap?: StackProps['gap'];
}

export function ListEmpty({ title, detail, clear, gap = 'xs' }: ListEmptyProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack gap={gap} align="center">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        {detail !== undefined && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        )}
        {clear && (
          <Button size="xs" variant="light" onClick={clear.onClear}>
            {clear.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

interface ListFailedProps {
  /** 'The branches could not be loaded'. */
  title: string;
  message: string;
  /** The failure, whose reference (the server's request id) shows under the message. */
  error?: unknown;
  onRetry: () => void;
}

export function ListFailed({ title, message, error, onRetry }: ListFailedProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <ErrorReference error={error} />
        <Button size="xs" color="red" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
