/**
 * Cuts a role's menu out of the whole tree: a granted entry brings everything under it, and
 * the headings above a granted entry appear so it can be reached.
 */
import type { MenuItem } from '@outlet-pulse/contracts';
import type { MenuRow } from './menu.repository';

export function menuTreeForGrants(
  rows: readonly MenuRow[],
  grantedIds: ReadonlySet<string>,
): MenuItem[] {
  const childrenOf = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: string | null, inheritedGrant: boolean): MenuItem[] =>
    (childrenOf.get(parentId) ?? []).flatMap((row) => {
      const granted = inheritedGrant || grantedIds.has(row.id);
      const children = build(row.id, granted);
      if (!granted && children.length === 0) return [];
      return [
        { id: row.id, label: row.label, route: row.route, iconClasses: row.iconClasses, children },
      ];
    });
  return build(null, false);
}
