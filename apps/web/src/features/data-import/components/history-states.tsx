/**
 * What the history shows while it loads (its shape, so the page does not jump), when there
 * is none yet, and when it could not be loaded (with a Retry, never an endless spinner).
 */
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';

export const HISTORY_EMPTY = 'No imports yet';
export const HISTORY_FAILED = 'The import history could not be loaded';

export function HistorySkeleton({ phone }: { phone: boolean }) {
  return (
    <Stack gap={phone ? 'sm' : 6} role="status" aria-label="Loading the import history" aria-busy>
      {phone
        ? [0, 1, 2].map((index) => <Skeleton key={index} height={170} radius="md" />)
        : [0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} height={index === 0 ? 36 : 30} radius="sm" />
          ))}
    </Stack>
  );
}

export function HistoryEmpty() {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Text fw={600}>{HISTORY_EMPTY}</Text>
      <Text size="sm" c="dimmed">
        Every file loaded, or refused while loading, is listed here.
      </Text>
    </Paper>
  );
}

export function HistoryFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={HISTORY_FAILED} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" color="red" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
