/** The top bar (§2.2): sidebar toggle, the portal's name, the top menu, layout, notifications and the user. */
import { Burger } from '@mantine/core';
import type { MenuItem, Session } from '@outlet-pulse/contracts';
import { Link } from 'react-router';
import type { LayoutPreferences } from './layout-preferences';
import { LayoutSettings } from './layout-settings';
import { NotificationsPopover } from './notifications-popover';
import classes from './shell.module.css';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';

interface TopBarProps {
  session: Session;
  menu: readonly MenuItem[];
  homePath: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  preferences: LayoutPreferences;
  onPreferencesChange: (preferences: LayoutPreferences) => void;
  onLock: () => void;
}

export function TopBar(props: TopBarProps) {
  return (
    <header className={classes.topBar}>
      <Burger
        opened={props.sidebarOpen}
        onClick={props.onToggleSidebar}
        color="white"
        size="sm"
        aria-label="Toggle sidebar"
        aria-expanded={props.sidebarOpen}
      />
      <Link to={props.homePath} className={classes.brand}>
        Outlet Pulse
      </Link>
      <TopMenu menu={props.menu} />
      <div className={classes.spacer} />
      <LayoutSettings preferences={props.preferences} onChange={props.onPreferencesChange} />
      <NotificationsPopover />
      <UserMenu session={props.session} onLock={props.onLock} />
    </header>
  );
}
