/**
 * The page's header (spec 001 §2.10, §2.11): the logo, and the viewer's profile photo and name;
 * the sales summary and the achievement summary share it. Actions (such as 'Share link') sit
 * before the photo.
 */
import { Avatar, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Viewer {
  name: string;
  /** The profile photo, or null to show the initials. */
  photoUrl: string | null;
}

const LOGO_URL = '/favicon.svg';

export function SalesSummaryHeader({
  viewer,
  withTitle,
  title = 'Sales Summary',
  withLogo = true,
  actions,
}: {
  viewer: Viewer;
  /** The page's own title, where no portal shell shows it. */
  withTitle: boolean;
  title?: string;
  /** The sales summary shows the logo (spec 001 §2.11); the achievement summary does not (§2.10). */
  withLogo?: boolean;
  actions?: ReactNode;
}) {
  return (
    <Paper component="header" withBorder radius="md" px="md" py="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          {withLogo && <img src={LOGO_URL} alt="Outlet Pulse" width={32} height={32} />}
          {withTitle ? (
            <Title order={1} fz={{ base: 'md', sm: 'h3' }} lh={1.2}>
              {title}
            </Title>
          ) : (
            // Inside the portal the top bar already names the portal; phones keep the room.
            <Text fw={700} size="lg" visibleFrom="sm">
              Outlet Pulse
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" miw={0} style={{ flexShrink: 0 }}>
          {actions}
          <Avatar src={viewer.photoUrl} name={viewer.name} alt="" color="initials" size={36} />
          <Text fw={500} size="sm" truncate maw={{ base: 130, sm: 260 }}>
            {viewer.name}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
