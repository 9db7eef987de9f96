/**
 * What a list shows while it loads (its shape, so the page does not jump), when nothing
 * matches, and when it could not be loaded (with a Retry, never an endless spinner).
 */
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';

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
  /** 'No branches yet'. */
  title: string;
  /** 'No branches match “mall”.', shown with a way back when a search found nothing. */
  noMatch: string | null;
  onClear: () => void;
}

export function ListEmpty({ title, noMatch, onClear }: ListEmptyProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack gap="xs" align="center">
        {noMatch === null ? (
          <Text fw={600}>{title}</Text>
        ) : (
          <>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {noMatch}
            </Text>
            <Button size="xs" variant="light" onClick={onClear}>
              Clear search
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

interface ListFailedProps {
  /** 'The branches could not be loaded'. */
  title: string;
  message: string;
  onRetry: () => void;
}

export function ListFailed({ title, message, onRetry }: ListFailedProps) {
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
