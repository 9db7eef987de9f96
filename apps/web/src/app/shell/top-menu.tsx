/**
 * The top bar's menu (§2.2): the first five entries of the user's menu. A dropdown that lists 15
 * or more pages becomes a wide menu in columns; every dropdown is at most 500 px tall.
 */
import { Menu, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '@outlet-pulse/contracts';
import { Link, useLocation } from 'react-router';
import classes from './shell.module.css';
import topMenuClasses from './top-menu.module.css';

const TOP_MENU_ENTRIES = 5;
const WIDE_MENU_MIN_ITEMS = 15;
const HOVER_SUPPRESSION_MS = 250;

interface MenuGroup {
  heading: MenuItem | null;
  pages: MenuItem[];
}

function pagesUnder(item: MenuItem): MenuItem[] {
  return item.children.flatMap((child) =>
    child.children.length === 0 ? [child] : pagesUnder(child),
  );
}

/** Direct pages first, then one group per heading with every page below it. */
function groupsOf(entry: MenuItem): MenuGroup[] {
  const direct = entry.children.filter((child) => child.children.length === 0);
  const headings = entry.children.filter((child) => child.children.length > 0);
  const groups: MenuGroup[] = direct.length > 0 ? [{ heading: null, pages: direct }] : [];
  return [...groups, ...headings.map((heading) => ({ heading, pages: pagesUnder(heading) }))];
}

function TopMenuEntry({ entry, activeRoute }: { entry: MenuItem; activeRoute: string }) {
  if (entry.children.length === 0) {
    return (
      <Link
        to={`/${entry.route}`}
        className={classes.topBarButton}
        aria-current={entry.route === activeRoute ? 'page' : undefined}
      >
        {entry.label}
      </Link>
    );
  }
  const groups = groupsOf(entry);
  const pageCount = groups.reduce((count, group) => count + group.pages.length, 0);
  const wide = pageCount >= WIDE_MENU_MIN_ITEMS;
  return (
    <Menu
      trigger="click-hover"
      openDelay={0}
      closeDelay={HOVER_SUPPRESSION_MS}
      position="bottom-start"
      offset={6}
      loop
    >
      <Menu.Target>
        <UnstyledButton className={classes.topBarButton}>{entry.label} ▾</UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={wide ? topMenuClasses.wide : topMenuClasses.dropdown}>
        <div className={wide ? topMenuClasses.columns : undefined}>
          {groups.map((group) => (
            <div key={group.heading?.id ?? entry.id}>
              {group.heading ? (
                <Menu.Label className={topMenuClasses.groupLabel}>{group.heading.label}</Menu.Label>
              ) : null}
              {group.pages.map((page) => (
                <Menu.Item
                  key={page.id}
                  component={Link}
                  to={`/${page.route}`}
                  aria-current={page.route === activeRoute ? 'page' : undefined}
                >
                  {page.label}
                </Menu.Item>
              ))}
            </div>
          ))}
        </div>
      </Menu.Dropdown>
    </Menu>
  );
}

export function TopMenu({ menu }: { menu: readonly MenuItem[] }) {
  const activeRoute = useLocation().pathname.slice(1);
  return (
    <nav aria-label="Top menu" className={topMenuClasses.topMenu}>
      {menu.slice(0, TOP_MENU_ENTRIES).map((entry) => (
        <TopMenuEntry key={entry.id} entry={entry} activeRoute={activeRoute} />
      ))}
    </nav>
  );
}
