/** SQL of the roles screen: roles, their permissions and menu grants, and the menu tree. */
import type { Role, RoleSummary } from '@outlet-pulse/contracts';
import { sql } from 'kysely';
import { keywordMatches, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';

const userCount = sql<number>`(SELECT count(*) FROM users u WHERE u.role_code = r.code)`;

export async function findRoles(
  db: Executor,
  window: { keyword: string; offset: number; limit: number },
): Promise<{ rows: RoleSummary[]; count: number }> {
  let query = db.selectFrom('roles as r');
  if (window.keyword) {
    query = query.where(keywordMatches(['r.code', 'r.name'], window.keyword));
  }
  return selectPage(query, window, (page) =>
    page.select(['r.code', 'r.name', userCount.as('users')]).orderBy('r.name'),
  );
}

export async function findRole(db: Executor, code: string): Promise<Role | undefined> {
  const role = await db
    .selectFrom('roles as r')
    .select(['r.code', 'r.name', userCount.as('users')])
    .where('r.code', '=', code)
    .executeTakeFirst();
  if (!role) return undefined;
  const [permissions, menus] = await Promise.all([
    db.selectFrom('role_permissions').select('permission').where('role_code', '=', code).execute(),
    db.selectFrom('role_menus').select('menu_id').where('role_code', '=', code).execute(),
  ]);
  return {
    code: role.code,
    name: role.name,
    users: role.users,
    permissions: permissions.map((row) => row.permission).sort(),
    menuIds: menus.map((row) => row.menu_id).sort(),
  };
}

export async function findMenuRows(db: Executor) {
  return db
    .selectFrom('menus')
    .select(['id', 'parent_id', 'label', 'sort_order'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function saveRole(
  db: Executor,
  role: { code: string; name: string; permissions: readonly string[]; menuIds: readonly string[] },
  isNew: boolean,
) {
  if (isNew) await db.insertInto('roles').values({ code: role.code, name: role.name }).execute();
  else
    await db.updateTable('roles').set({ name: role.name }).where('code', '=', role.code).execute();
  await db.deleteFrom('role_permissions').where('role_code', '=', role.code).execute();
  await db.deleteFrom('role_menus').where('role_code', '=', role.code).execute();
  if (role.permissions.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(role.permissions.map((permission) => ({ role_code: role.code, permission })))
      .execute();
  }
  if (role.menuIds.length > 0) {
    await db
      .insertInto('role_menus')
      .values(role.menuIds.map((menu_id) => ({ role_code: role.code, menu_id })))
      .execute();
  }
}

export async function deleteRole(db: Executor, code: string) {
  await db.deleteFrom('role_permissions').where('role_code', '=', code).execute();
  await db.deleteFrom('role_menus').where('role_code', '=', code).execute();
  await db.deleteFrom('roles').where('code', '=', code).execute();
}
