/**
 * Master lists kept on System screens: companies, product categories, outlet types and outlet
 * groups gain an active flag, the sales filter's default type and groups (spec 001 §9: STORES,
 * and O, SF, OF, F) exist in every database, even one that never held the demo, and the four
 * System screens join the menu for the roles that see System → Region.
 *
 * DuckDB cannot add a column with a constraint (0006), cannot prepare an ADD COLUMN with a
 * default, and cannot make a column NOT NULL once rows of a table with indexes were updated in
 * the same transaction: so each flag is added bare, given its default, and filled; only
 * PostgreSQL also makes it NOT NULL. The repositories never write NULL and read it as active.
 * TOTALKCG is never a row: it is the filter's word for every group.
 */
import { migration } from '../migration-sql';

const MASTER_LIST_TABLES = ['companies', 'outlet_types', 'outlet_groups', 'product_categories'];

export const masterLists = migration(
  10,
  'master lists',
  [
    ...MASTER_LIST_TABLES.flatMap((table) => [
      `ALTER TABLE ${table} ADD COLUMN active BOOLEAN`,
      `ALTER TABLE ${table} ALTER COLUMN active SET DEFAULT TRUE`,
      `UPDATE ${table} SET active = TRUE`,
    ]),
    `INSERT INTO outlet_types (code, name)
     SELECT 'STORES', 'STORES'
      WHERE NOT EXISTS (SELECT 1 FROM outlet_types WHERE code = 'STORES')`,
    `INSERT INTO outlet_groups (code, name)
     SELECT wanted.code, wanted.name
       FROM (VALUES ('O', 'STORE'), ('SF', 'SUBFRANCHISE'), ('OF', 'OFFICE'), ('F', 'FRANCHISE'))
            AS wanted (code, name)
      WHERE NOT EXISTS (SELECT 1 FROM outlet_groups WHERE outlet_groups.code = wanted.code)`,
    `INSERT INTO menus (id, parent_id, label, route, icon_classes, sort_order) VALUES
      ('M950_090', 'M950', 'Company', 'system/company', 'icon-dot', 8),
      ('M950_100', 'M950', 'Product Category', 'system/product-category', 'icon-dot', 9),
      ('M950_110', 'M950', 'Outlet Type', 'system/outlet-type', 'icon-dot', 10),
      ('M950_120', 'M950', 'Outlet Group', 'system/outlet-group', 'icon-dot', 11)`,
    // Administrators hold the whole System heading; IT support reads Region, so these too.
    `INSERT INTO role_menus (role_code, menu_id) VALUES
      ('it-support', 'M950_090'),
      ('it-support', 'M950_100'),
      ('it-support', 'M950_110'),
      ('it-support', 'M950_120')`,
  ],
  MASTER_LIST_TABLES.map((table) => `ALTER TABLE ${table} ALTER COLUMN active SET NOT NULL`),
);
