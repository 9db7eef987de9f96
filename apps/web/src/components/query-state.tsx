/**
 * The three states of anything that loads, shown the same way in widgets and detail modals: a
 * loading indicator, an error with a Retry button (never an endless spinner: spec 000 §4's
 * stuck loading is fixed on purpose, DOMAIN.md), or the content.
 */
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorReference } from './error-reference';

export const LOADING_TEXT = 'Loading';
export const EMPTY_TEXT = 'No sales for this selection';
export const FAILED_TITLE = 'The data could not be loaded';
export const RETRY_LABEL = 'Retry';

export function LoadingState({ height, label }: { height: number; label: string }) {
  return (
    <Center mih={height} role="status" aria-label={label}>
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {LOADING_TEXT}
        </Text>
      </Group>
    </Center>
  );
}

/** The failure of a load: its message, its reference when the server gave one, and Retry. */
export function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={FAILED_TITLE} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <ErrorReference error={error} />
        <Button size="xs" color="red" variant="light" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      </Stack>
    </Alert>
  );
}

interface QueryStateProps<Data> {
  query: UseQueryResult<Data, Error>;
  /** What the loading indicator says to screen readers. */
  loadingLabel: string;
  /** The height the content will take, so the page does not jump when it arrives. */
  loadingHeight: number;
  children: (data: Data) => ReactNode;
}

export function QueryState<Data>({
  query,
  loadingLabel,
  loadingHeight,
  children,
}: QueryStateProps<Data>) {
  // A retry after an error shows the loading indicator again, not the old error.
  if (query.isError && !query.isFetching) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined || query.isError) {
    return <LoadingState height={loadingHeight} label={loadingLabel} />;
  }
  return <>{children(query.data)}</>;
}
