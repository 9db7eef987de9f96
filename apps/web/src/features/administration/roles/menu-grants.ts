/**
 * The menus a role grants, as a tree of checkboxes. Granting a heading grants everything under
 * it, so a menu under a granted heading shows as checked and cannot be unticked on its own; a
 * heading with only some menus granted under it shows as partly checked.
 */
import type { RoleCatalog } from '@outlet-pulse/contracts';

export type CatalogMenu = RoleCatalog['menus'][number];

export interface MenuCheckState {
  /** Granted itself, or through a heading above it. */
  checked: boolean;
  /** Granted through a heading above it: it follows that heading. */
  implied: boolean;
  /** Not granted, but some menu under it is. */
  partial: boolean;
}

function childrenByParent(menus: readonly CatalogMenu[]): Map<string | null, CatalogMenu[]> {
  const ids = new Set(menus.map((menu) => menu.id));
  const children = new Map<string | null, CatalogMenu[]>();
  for (const menu of menus) {
    // A parent the catalog does not list makes the menu a top-level one.
    const parent = menu.parentId !== null && ids.has(menu.parentId) ? menu.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), menu]);
  }
  return children;
}

/** Each heading followed by the menus under it, siblings in the catalog's order. */
export function menuTreeOrder(menus: readonly CatalogMenu[]): CatalogMenu[] {
  const children = childrenByParent(menus);
  const ordered: CatalogMenu[] = [];
  const seen = new Set<string>();
  const visit = (menu: CatalogMenu) => {
    if (seen.has(menu.id)) return;
    seen.add(menu.id);
    ordered.push(menu);
    for (const child of children.get(menu.id) ?? []) visit(child);
  };
  for (const root of children.get(null) ?? []) visit(root);
  return ordered;
}

/** The ids of every menu under a menu, however deep. */
export function menusUnder(menus: readonly CatalogMenu[], id: string): Set<string> {
  const children = childrenByParent(menus);
  const under = new Set<string>();
  const pending = [...(children.get(id) ?? [])];
  for (let menu = pending.pop(); menu !== undefined; menu = pending.pop()) {
    if (under.has(menu.id) || menu.id === id) continue;
    under.add(menu.id);
    pending.push(...(children.get(menu.id) ?? []));
  }
  return under;
}

export function menuCheckStates(
  menus: readonly CatalogMenu[],
  granted: ReadonlySet<string>,
): Map<string, MenuCheckState> {
  const children = childrenByParent(menus);
  const states = new Map<string, MenuCheckState>();
  /** Marks a menu and those under it; answers whether anything in that branch is granted. */
  const visit = (menu: CatalogMenu, headingGranted: boolean): boolean => {
    if (states.has(menu.id)) return false;
    const own = granted.has(menu.id);
    const state = { checked: own || headingGranted, implied: headingGranted, partial: false };
    states.set(menu.id, state);
    let grantedUnder = false;
    for (const child of children.get(menu.id) ?? []) {
      if (visit(child, state.checked)) grantedUnder = true;
    }
    state.partial = !state.checked && grantedUnder;
    return own || grantedUnder;
  };
  for (const root of children.get(null) ?? []) visit(root, false);
  return states;
}

/**
 * The grants after ticking or unticking a menu. Ticking a heading drops the grants under it,
 * which it now covers, so that unticking it later clears its whole branch.
 */
export function toggleMenu(
  menus: readonly CatalogMenu[],
  granted: ReadonlySet<string>,
  id: string,
  checked: boolean,
): Set<string> {
  const next = new Set(granted);
  if (!checked) {
    next.delete(id);
    return next;
  }
  for (const under of menusUnder(menus, id)) next.delete(under);
  next.add(id);
  return next;
}
