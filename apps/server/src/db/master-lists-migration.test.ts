/**
 * Migration 10 on a database of an earlier release, on both engines: the rows already there
 * become active, the sales filter's default type and groups are added only where missing (a
 * name already given stays), and the System screens reach the roles that see Region.
 */
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useMigrationStep } from '../../test/migration-steps';

describeEachEngine('migration 10: master lists', (engine) => {
  const step = useMigrationStep(engine, 10);

  it('keeps what an earlier release held, makes it active and adds the missing defaults', async () => {
    const { db, upgrade } = await step.before();
    await db
      .insertInto('companies')
      .values({ code: 'KCG01', id: 1, name: 'Aruna', excluded_by_default: false })
      .execute();
    await db.insertInto('outlet_groups').values({ code: 'O', name: 'OUTLET' }).execute();
    await db.insertInto('outlet_types').values({ code: 'ONLINE', name: 'ONLINE' }).execute();
    await db.insertInto('product_categories').values({ code: 'TOPS', name: 'TOPS' }).execute();

    await upgrade();

    const rows = async (table: 'companies' | 'outlet_types' | 'outlet_groups') =>
      (await db.selectFrom(table).select(['code', 'name', 'active']).orderBy('code').execute()).map(
        (row) => [row.code, row.name, row.active],
      );
    expect(await rows('companies')).toEqual([['KCG01', 'Aruna', true]]);
    expect(await rows('outlet_types')).toEqual([
      ['ONLINE', 'ONLINE', true],
      ['STORES', 'STORES', true],
    ]);
    expect(await rows('outlet_groups')).toEqual([
      ['F', 'FRANCHISE', true],
      ['O', 'OUTLET', true],
      ['OF', 'OFFICE', true],
      ['SF', 'SUBFRANCHISE', true],
    ]);
    const category = await db.selectFrom('product_categories').select('active').executeTakeFirst();
    expect(category?.active).toBe(true);

    // A row written without the flag is active.
    await db.insertInto('product_categories').values({ code: 'BAGS', name: 'BAGS' }).execute();
    const bags = await db
      .selectFrom('product_categories')
      .select('active')
      .where('code', '=', 'BAGS')
      .executeTakeFirst();
    expect(bags?.active).toBe(true);

    const granted = await db
      .selectFrom('role_menus')
      .select('menu_id')
      .where('role_code', '=', 'it-support')
      .where('menu_id', 'in', ['M950_090', 'M950_100', 'M950_110', 'M950_120'])
      .execute();
    expect(granted).toHaveLength(4);
  });
});
