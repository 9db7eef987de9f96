/**
 * Where a screen's charts will stand until its filter is known: a loader while the filter
 * options load, or, when they failed, a line that says the charts wait for them.
 */
import { Center, Loader, Text } from '@mantine/core';

export function WaitingForFilter({
  failed,
  message,
  loadingLabel,
}: {
  failed: boolean;
  message: string;
  loadingLabel: string;
}) {
  return failed ? (
    <Text c="dimmed" size="sm">
      {message}
    </Text>
  ) : (
    <Center p="xl">
      <Loader aria-label={loadingLabel} />
    </Center>
  );
}
