/**
 * How fresh the sales data is (GET health), with a retry when the server does not answer. The
 * storage engine is the administrators' business: the Data Import screen says it.
 */
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { DateText } from '../../../lib/dates';
import { useHealth } from '../api/get-health';

function DataStatus() {
  const health = useHealth();
  if (health.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Checking the sales data…</Text>
      </Group>
    );
  }
  if (health.isError) {
    return (
      <Alert color="red" title="The server did not answer" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{health.error.message}</Text>
          <Button size="xs" color="red" onClick={() => health.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { dataLastUpdate } = health.data;
  return (
    <Group gap="xs">
      <Text fw={500}>Sales data up to</Text>
      {dataLastUpdate ? (
        <Badge size="lg" variant="light">
          <DateText value={dataLastUpdate.slice(0, 10)} />
        </Badge>
      ) : (
        <Badge size="lg" color="gray" variant="light">
          no sales loaded yet
        </Badge>
      )}
    </Group>
  );
}

export function DataStatusCard() {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Sales Data
        </Title>
        <DataStatus />
      </Stack>
    </Card>
  );
}
