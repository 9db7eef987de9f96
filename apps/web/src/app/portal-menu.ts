/**
 * The menu the portal shows and its guards check: the user's menu, without the modules that
 * are not built yet when the deployment says to hide them (UNBUILT_MODULES=hide, issue 25), so
 * that such a module is neither offered nor opened by its address.
 */
import type { MenuItem, PortalConfig, Session } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { loadMenu, useMenu } from '../lib/menu';
import { withoutRoutes } from '../lib/menu-tree';
import { loadPortalConfig, usePortalConfig } from '../lib/portal-config';
import { UNBUILT_PATHS } from './routes';

export function shownMenu(menu: readonly MenuItem[], config: PortalConfig | undefined) {
  return config?.unbuiltModules === 'hide' ? withoutRoutes(menu, UNBUILT_PATHS) : [...menu];
}

export function usePortalMenu(): MenuItem[] {
  const menu = useMenu().data;
  const config = usePortalConfig().data;
  return useMemo(() => shownMenu(menu ?? [], config), [menu, config]);
}

export async function loadPortalMenu(session: Session): Promise<MenuItem[]> {
  const [menu, config] = await Promise.all([
    loadMenu(session),
    loadPortalConfig().catch(() => undefined),
  ]);
  return shownMenu(menu, config);
}
