/**
 * The sidebar's menu tree: headings open and close, links go to their page. The item of the
 * current page is active and its headings open, whenever the route changes.
 */
import { NavLink } from '@mantine/core';
import type { MenuItem } from '@outlet-pulse/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon, menuIconName } from '../../components/icons';
import { findMenuTrail } from '../../lib/menu-tree';

interface SidebarMenuProps {
  menu: readonly MenuItem[];
  color: string;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate: () => void;
}

export function SidebarMenu({ menu, color, onNavigate }: SidebarMenuProps) {
  const activeRoute = useLocation().pathname.slice(1);
  const trailIds = useMemo(
    () => findMenuTrail(menu, activeRoute).map((item) => item.id),
    [menu, activeRoute],
  );
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(trailIds));

  useEffect(() => {
    setOpenIds((open) => new Set([...open, ...trailIds]));
  }, [trailIds]);

  const toggle = (id: string, opened: boolean) =>
    setOpenIds((open) => {
      const next = new Set(open);
      if (opened) next.add(id);
      else next.delete(id);
      return next;
    });

  const renderItem = (item: MenuItem, depth: number) => {
    const leftSection = depth === 0 ? <Icon name={menuIconName(item.iconClasses)} /> : null;
    if (item.children.length === 0) {
      const active = item.route === activeRoute;
      return (
        <NavLink
          key={item.id}
          component={Link}
          to={`/${item.route}`}
          label={item.label}
          leftSection={leftSection}
          active={active}
          aria-current={active ? 'page' : undefined}
          color={color}
          onClick={onNavigate}
        />
      );
    }
    return (
      <NavLink
        key={item.id}
        component="button"
        type="button"
        aria-expanded={openIds.has(item.id)}
        label={item.label}
        leftSection={leftSection}
        opened={openIds.has(item.id)}
        onChange={(opened) => toggle(item.id, opened)}
        color={color}
        childrenOffset={depth === 0 ? 28 : 'sm'}
      >
        {item.children.map((child) => renderItem(child, depth + 1))}
      </NavLink>
    );
  };

  return <nav aria-label="Main menu">{menu.map((item) => renderItem(item, 0))}</nav>;
}
