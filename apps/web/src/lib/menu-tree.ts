/** Lookups in a menu tree: whether it holds a menu id, and the path down to a route. */
import type { MenuItem } from '@outlet-pulse/contracts';

export function menuHasId(menu: readonly MenuItem[], id: string): boolean {
  return menu.some((item) => item.id === id || menuHasId(item.children, id));
}

/** Whether an entry of the tree leads to `route` (a path without its leading slash). */
export function menuHasRoute(menu: readonly MenuItem[], route: string): boolean {
  return findMenuTrail(menu, route).length > 0;
}

/** The items from the top of the tree down to the one whose route is `route`; empty when absent. */
export function findMenuTrail(menu: readonly MenuItem[], route: string): MenuItem[] {
  for (const item of menu) {
    if (item.route !== '' && item.route === route) return [item];
    const below = findMenuTrail(item.children, route);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** Only the entry `id`, everything under it, and the headings above it; the whole menu when absent. */
export function narrowMenu(menu: readonly MenuItem[], id: string): MenuItem[] {
  if (!menuHasId(menu, id)) return [...menu];
  return menu.flatMap((item) => {
    if (item.id === id) return [item];
    if (!menuHasId(item.children, id)) return [];
    return [{ ...item, children: narrowMenu(item.children, id) }];
  });
}

/**
 * The tree without the entries whose route is one of `routes`, and without the headings that
 * are left with nothing under them.
 */
export function withoutRoutes(menu: readonly MenuItem[], routes: ReadonlySet<string>): MenuItem[] {
  return menu.flatMap((item) => {
    if (item.children.length === 0) return routes.has(item.route) ? [] : [item];
    const children = withoutRoutes(item.children, routes);
    if (children.length === 0)
      return item.route !== '' && !routes.has(item.route) ? [{ ...item, children }] : [];
    return [{ ...item, children }];
  });
}
