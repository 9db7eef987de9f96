/**
 * The migrations hold frozen rows of the roles and the menu; roles.ts and menu-tree.ts say
 * where those stand. A new migration that changes a grant or a menu changes these files too.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { MIGRATED, useTestDatabase } from '../../test/database-templates';
import { describeEachEngine } from '../../test/engines';
import { MENU_TREE, type MenuSeed } from './menu-tree';
import { ROLE_SEEDS } from './roles';

function menuRows(items: MenuSeed[], parentId: string | null): Record<string, unknown>[] {
  return items.flatMap((item, index) => [
    {
      id: item.id,
      parent_id: parentId,
      label: item.label,
      route: item.route,
      icon_classes: item.icon,
      sort_order: index,
    },
    ...menuRows(item.children ?? [], item.id),
  ]);
}

/** Every row the seed files describe, per table. */
const SHIPPED: Record<string, Record<string, unknown>[]> = {
  roles: ROLE_SEEDS.map(({ code, name }) => ({ code, name })),
  role_permissions: ROLE_SEEDS.flatMap((role) =>
    role.permissions.map((permission) => ({ role_code: role.code, permission })),
  ),
  menus: menuRows(MENU_TREE, null),
  role_menus: ROLE_SEEDS.flatMap((role) =>
    role.menuIds.map((menuId) => ({ role_code: role.code, menu_id: menuId })),
  ),
};

const sorted = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row)).sort();

describeEachEngine('the shipped roles and menus', (engine) => {
  const testDatabase = useTestDatabase(engine, { from: MIGRATED });

  it('are what a database built from the migrations holds', async () => {
    for (const [table, rows] of Object.entries(SHIPPED)) {
      const columns = Object.keys(rows[0] ?? {}).map((column) => sql.ref(column));
      const found = await sql<Record<string, unknown>>`SELECT ${sql.join(columns)}
        FROM ${sql.table(table)}`.execute(testDatabase().database.kysely);
      expect(sorted(found.rows), table).toEqual(sorted(rows));
    }
  });
});
