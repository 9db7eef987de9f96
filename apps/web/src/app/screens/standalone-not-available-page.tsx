/** An open page reached by link whose screen is not built yet: its title and the panel, no shell. */
import { Container, Stack, Title } from '@mantine/core';
import { NotAvailablePanel } from '../../components/not-available-panel';
import { useRouteTitle } from '../root-layout';

export function StandaloneNotAvailablePage() {
  const title = useRouteTitle();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <NotAvailablePanel homePath="/" module={title} />
      </Stack>
    </Container>
  );
}
