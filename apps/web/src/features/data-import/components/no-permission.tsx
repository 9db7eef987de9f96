/** What a user whose role may not import sees instead of the screen. */
import { Alert, Text } from '@mantine/core';

export const NO_PERMISSION = 'You do not have permission to import data.';

export function NoPermission() {
  return (
    <Alert color="gray" variant="light" title={NO_PERMISSION} role="alert">
      <Text size="sm">Ask an administrator for the data import permission.</Text>
    </Alert>
  );
}
