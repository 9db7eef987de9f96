/**
 * The page title and its breadcrumbs: the headings of the menu above the page, or the parts of
 * its address when the page is not in the user's menu.
 */
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { MenuItem } from '@outlet-pulse/contracts';
import { Link, useLocation } from 'react-router';
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
  const path = useLocation().pathname.slice(1);
  return (
    <Stack gap={4}>
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
