/** The page's header (spec 001 §2.11): the logo, and the viewer's profile photo and name. */
import { Avatar, Group, Paper, Text, Title } from '@mantine/core';

export interface Viewer {
  name: string;
  /** The profile photo, or null to show the initials. */
  photoUrl: string | null;
}

const LOGO_URL = '/favicon.svg';

export function SalesSummaryHeader({
  viewer,
  withTitle,
}: {
  viewer: Viewer;
  /** The page's own title, where no portal shell shows it. */
  withTitle: boolean;
}) {
  return (
    <Paper component="header" withBorder radius="md" px="md" py="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <img src={LOGO_URL} alt="Outlet Pulse" width={36} height={36} />
          {withTitle ? (
            <Title order={1} size="h3" lh={1.2}>
              Sales Summary
            </Title>
          ) : (
            <Text fw={700} size="lg">
              Outlet Pulse
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Avatar src={viewer.photoUrl} name={viewer.name} alt="" color="initials" size={36} />
          <Text fw={500} size="sm" truncate maw={{ base: 120, sm: 260 }}>
            {viewer.name}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
