/**
 * The page title and its breadcrumbs: the headings of the menu above the page, or the parts of
 * its address when the page is not in the user's menu; and the way back a page was opened with
 * (the achievement summary's month opens the sales summary so).
 */
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { MenuItem } from '@outlet-pulse/contracts';
import { Link, useLocation } from 'react-router';
import { readBackTo } from '../../lib/back-to';
import { findMenuTrail } from '../../lib/menu-tree';
import { useRouteTitle } from '../root-layout';
import { titleOf } from '../routes';

function sectionsOf(menu: readonly MenuItem[], path: string): string[] {
  const trail = findMenuTrail(menu, path);
  if (trail.length > 0) return trail.slice(0, -1).map((item) => item.label);
  return path.split('/').slice(0, -1).map(titleOf);
}

export function PageHeader({ menu, homePath }: { menu: readonly MenuItem[]; homePath: string }) {
  const title = useRouteTitle() ?? '';
  const location = useLocation();
  const path = location.pathname.slice(1);
  const back = readBackTo(location.state);
  return (
    <Stack gap={4}>
      {back ? (
        <Anchor component={Link} to={back.path} size="sm" w="fit-content">
          <Group gap={4} component="span" wrap="nowrap">
            <span aria-hidden="true">←</span>
            {back.label}
          </Group>
        </Anchor>
      ) : null}
      <nav aria-label="Breadcrumbs">
        <Breadcrumbs separator="›" separatorMargin={6}>
          <Anchor component={Link} to={homePath} size="sm">
            Home
          </Anchor>
          {sectionsOf(menu, path).map((section) => (
            <Text key={section} size="sm" c="dimmed">
              {section}
            </Text>
          ))}
          <Text size="sm" aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
      </nav>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
  );
}
