/** SQL of the menu: the whole tree and a role's grants. */
import type { Executor } from '../../db/database';

export interface MenuRow {
  id: string;
  parentId: string | null;
  label: string;
  route: string;
  iconClasses: string;
  sortOrder: number;
}

export async function findAllMenus(db: Executor): Promise<MenuRow[]> {
  const rows = await db
    .selectFrom('menus')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    label: row.label,
    route: row.route,
    iconClasses: row.icon_classes,
    sortOrder: row.sort_order,
  }));
}

export async function findGrantedMenuIds(db: Executor, roleCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_menus')
    .select('menu_id')
    .where('role_code', '=', roleCode)
    .execute();
  return rows.map((row) => row.menu_id);
}
