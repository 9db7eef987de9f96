/** Whether a role's menu has an entry for a route, as the caller's menu tree would show it. */
import type { MenuItem } from '@outlet-pulse/contracts';
import type { Executor } from '../../db/database';
import { findAllMenus, findGrantedMenuIds } from './menu.repository';
import { menuTreeForGrants } from './menu-tree-for-role';

const offers = (items: readonly MenuItem[], route: string): boolean =>
  items.some((item) => item.route === route || offers(item.children, route));

export async function roleMenuOffers(
  db: Executor,
  roleCode: string,
  route: string,
): Promise<boolean> {
  const [rows, granted] = await Promise.all([findAllMenus(db), findGrantedMenuIds(db, roleCode)]);
  return offers(menuTreeForGrants(rows, new Set(granted)), route);
}
