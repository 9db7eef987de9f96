/** The honest answer of a module that is in the route table but not built yet. */
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { PAGE_MESSAGES } from '@outlet-pulse/contracts';
import { Link } from 'react-router';

export function NotAvailablePanel({ homePath, module }: { homePath: string; module?: string }) {
  return (
    <Alert color="gray" variant="light" title={PAGE_MESSAGES.notAvailableYet}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {module
            ? `This page will hold ${module} once that module is built; its screens will appear here.`
            : 'The address is reserved for this module; its screens will appear here once it is built.'}
        </Text>
        <Anchor component={Link} to={homePath} size="sm">
          {PAGE_MESSAGES.backHome}
        </Anchor>
      </Stack>
    </Alert>
  );
}
