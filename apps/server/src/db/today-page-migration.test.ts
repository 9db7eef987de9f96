/**
 * Migration 18 on a database of an earlier release, on both engines: Today becomes the first
 * entry of the Sales menu (the others keep their order after it), every role that holds the
 * Sales Summary entry of its own gets Today too (an administrator's own role included), roles
 * without it get nothing; users keep their rows with no start page chosen; saved views begin
 * empty.
 */
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { insertRole } from '../../test/factories';
import { useMigrationStep } from '../../test/migration-steps';

describeEachEngine('migration 18: the Today page', (engine) => {
  const step = useMigrationStep(engine, 18);

  it('puts Today first in the Sales menu for the roles that have the Sales Summary', async () => {
    const { db, upgrade } = await step.before();
    await insertRole(db, 'area-lead', ['M100_100_010', 'M100_600']);
    const salesMenu = () =>
      db
        .selectFrom('menus')
        .select(['id', 'sort_order'])
        .where('parent_id', '=', 'M100_100')
        .orderBy('sort_order')
        .execute();
    const before = await salesMenu();
    /** The roles granted a menu entry of their own, sorted. */
    const holders = async (menuId: string) =>
      (
        await db
          .selectFrom('role_menus')
          .select('role_code')
          .where('menu_id', '=', menuId)
          .execute()
      )
        .map((row) => row.role_code)
        .sort();
    const summaryHolders = await holders('M100_100_010');
    expect(summaryHolders).toContain('area-lead');

    await upgrade();

    const after = await salesMenu();
    expect(after.map((row) => row.id)).toEqual(['M100_100_005', ...before.map((row) => row.id)]);
    expect(after.map((row) => row.sort_order)).toEqual(after.map((_row, index) => index));
    const today = await db
      .selectFrom('menus')
      .selectAll()
      .where('id', '=', 'M100_100_005')
      .executeTakeFirstOrThrow();
    expect(today).toMatchObject({ label: 'Today', route: 'portal/sales/today' });
    expect(await holders('M100_100_005')).toEqual(summaryHolders);

    const users = await db.selectFrom('users').select('start_page').execute();
    expect(users.every((user) => user.start_page === null)).toBe(true);
    expect(await db.selectFrom('saved_views').selectAll().execute()).toEqual([]);
  });
});
