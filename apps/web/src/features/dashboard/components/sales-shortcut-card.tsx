/**
 * A card that leads from the dashboard to the sales summary and the achievement summary, for a
 * user whose menu has them (the menu grants the sales pages: spec 000 §6).
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMenu } from '../../../lib/menu';
import { menuHasRoute } from '../../../lib/menu-tree';

const SALES_PAGES = [
  { route: 'portal/sales/sales-summary', label: 'Open the sales summary' },
  { route: 'portal/sales/achievement-summary', label: 'Open the achievement summary' },
] as const;

export function SalesShortcutCard() {
  const menu = useMenu().data ?? [];
  const pages = SALES_PAGES.filter((page) => menuHasRoute(menu, page.route));
  if (pages.length === 0) return null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Sales
        </Title>
        <Text size="sm" c="dimmed">
          Nett sales, growth and achievement against target, by brand and month.
        </Text>
        <Group gap="xs">
          {pages.map((page, index) => (
            <Button
              key={page.route}
              component={Link}
              to={`/${page.route}`}
              size="sm"
              variant={index === 0 ? 'filled' : 'light'}
            >
              {page.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
