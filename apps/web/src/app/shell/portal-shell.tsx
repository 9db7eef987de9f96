/**
 * The portal shell (§2.2) around every signed-in page: top bar, sidebar (a drawer on phones,
 * closing after each navigation), breadcrumbs and title, the page, and the footer. While the
 * screen is locked only the lock screen shows; a default password brings up the forced change.
 */
import { Drawer } from '@mantine/core';
import type { Session } from '@outlet-pulse/contracts';
import { type CSSProperties, useState } from 'react';
import { Outlet } from 'react-router';
import { SkipLink, skipTarget } from '../../components/skip-link';
import { ForcedPasswordChange } from '../../features/account/components/forced-password-change';
import { LockScreen } from '../../features/auth/components/lock-screen';
import { useScreenLock } from '../../features/auth/hooks/use-screen-lock';
import { homePath, useSession } from '../../lib/session';
import { usePortalMenu } from '../portal-menu';
import { skinOf, useLayoutPreferences } from './layout-preferences';
import { PageHeader } from './page-header';
import { PortalFooter } from './portal-footer';
import classes from './shell.module.css';
import { SidebarMenu } from './sidebar-menu';
import { TopBar } from './top-bar';
import { useSmallScreen } from './use-small-screen';

const SIDEBAR_ANIMATION_MS = 350;
const MAIN_CONTENT_ID = 'main-content';

function ShellFrame({ session, onLock }: { session: Session; onLock: () => void }) {
  const [preferences, setPreferences] = useLayoutPreferences(session.userName);
  const small = useSmallScreen();
  const [sidebarExpanded, setSidebarExpanded] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = usePortalMenu();
  const home = homePath(session);
  const skin = skinOf(preferences.skin);
  const skinStyle = { '--skin-color': `var(--mantine-color-${skin.color}-8)` } as CSSProperties;

  const sidebar = (
    <SidebarMenu menu={menu} color={skin.color} onNavigate={() => setDrawerOpen(false)} />
  );

  return (
    <div className={classes.page} data-layout={preferences.layout} style={skinStyle}>
      <div className={classes.frame}>
        <SkipLink targetId={MAIN_CONTENT_ID} />
        <TopBar
          session={session}
          menu={menu}
          homePath={home}
          sidebarOpen={small ? drawerOpen : sidebarExpanded}
          onToggleSidebar={() =>
            small ? setDrawerOpen((open) => !open) : setSidebarExpanded((expanded) => !expanded)
          }
          preferences={preferences}
          onPreferencesChange={setPreferences}
          onLock={onLock}
        />
        <div className={classes.body}>
          {small ? (
            <Drawer
              opened={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              title="Outlet Pulse"
              size={280}
              transitionProps={{ duration: SIDEBAR_ANIMATION_MS }}
            >
              {sidebar}
            </Drawer>
          ) : (
            <aside
              className={classes.sidebar}
              data-collapsed={sidebarExpanded ? undefined : true}
              inert={!sidebarExpanded}
              aria-label="Sidebar"
            >
              <div className={classes.sidebarContent}>{sidebar}</div>
            </aside>
          )}
          <main className={classes.main} {...skipTarget(MAIN_CONTENT_ID)}>
            <PageHeader menu={menu} homePath={home} />
            <Outlet />
          </main>
        </div>
        <PortalFooter />
      </div>
      <ForcedPasswordChange session={session} />
    </div>
  );
}

export function PortalShell() {
  const session = useSession();
  const screenLock = useScreenLock();
  if (!session) return null;
  if (screenLock.locked) return <LockScreen session={session} />;
  return <ShellFrame session={session} onLock={screenLock.lock} />;
}
