/**
 * What the list shows while it loads (its shape, so the page does not jump), when nothing
 * matches, and when it could not be loaded (with a Retry, never an endless spinner).
 */
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { CHECKLIST_MESSAGES } from '@outlet-pulse/contracts';

export const LOADING_LABEL = 'Loading checklists';
export const FAILED_TITLE = 'The checklists could not be loaded';

export function ChecklistListSkeleton({ phone }: { phone: boolean }) {
  return (
    <Stack gap={phone ? 'sm' : 6} role="status" aria-label={LOADING_LABEL} aria-busy>
      {phone
        ? [0, 1, 2, 3].map((index) => <Skeleton key={index} height={190} radius="md" />)
        : [0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
            <Skeleton key={index} height={index === 0 ? 36 : 30} radius="sm" />
          ))}
    </Stack>
  );
}

export function ChecklistListEmpty({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack gap="xs" align="center">
        <Text fw={600}>{CHECKLIST_MESSAGES.empty}</Text>
        {keyword !== '' && (
          <>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              No checklist matches “{keyword}”.
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

export function ChecklistListFailed({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" title={FAILED_TITLE} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" color="red" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
