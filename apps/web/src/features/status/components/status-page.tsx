/**
 * The landing page until the portal shell and sign-in arrive: what the portal is, and whether
 * its data is there and how fresh it is.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useHealth } from '../api/get-health';

const ENGINE_NAMES = { duckdb: 'DuckDB (embedded)', postgres: 'PostgreSQL' } as const;

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
  const { engine, dataLastUpdate } = health.data;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={500}>Sales data up to</Text>
        {dataLastUpdate ? (
          <Badge size="lg" variant="light">
            {dataLastUpdate}
          </Badge>
        ) : (
          <Badge size="lg" color="gray" variant="light">
            no sales loaded yet
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Storage: {ENGINE_NAMES[engine]}
      </Text>
    </Stack>
  );
}

export function StatusPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Outlet Pulse</Title>
          <Text c="dimmed">
            Sales performance of the group’s brands and outlets: sales against target and last year,
            like-for-like, ASP, UPT and ATV, traffic and conversion, profit dilution.
          </Text>
        </Stack>
        <Card withBorder padding="lg">
          <DataStatus />
        </Card>
        <Text size="sm" c="dimmed">
          Sign-in and the sales dashboards are being built; the API is documented at{' '}
          <a href="/api/docs">/api/docs</a>.
        </Text>
      </Stack>
    </Container>
  );
}
