/**
 * Master data and administration: branch contact fields and regions on outlets, regions,
 * sub-branches, the period control that closes months to data changes, the read-only master
 * lists, and a per-user grant to see excluded companies. Grants the administration permissions
 * to administrators and the new System screens (Role, Audit Log) through the menu.
 *
 * New columns are nullable: DuckDB cannot add a column with a constraint to a table that has
 * rows; the repositories read NULL as the empty value.
 */
import { codeNameTable, migration } from '../migration-sql';

export const masterData = migration(6, 'master data and administration', [
  'ALTER TABLE outlets ADD COLUMN description VARCHAR(500)',
  'ALTER TABLE outlets ADD COLUMN email VARCHAR(200)',
  'ALTER TABLE outlets ADD COLUMN region_code VARCHAR(20)',
  'ALTER TABLE users ADD COLUMN sees_excluded_companies BOOLEAN',
  codeNameTable('regions', 20, 'description VARCHAR(500) NOT NULL'),
  `CREATE TABLE subbranches (
      id VARCHAR(20) PRIMARY KEY,
      outlet_id VARCHAR(20) NOT NULL,
      name VARCHAR(150) NOT NULL,
      description VARCHAR(500) NOT NULL
    )`,
  'CREATE INDEX subbranches_outlet ON subbranches (outlet_id)',
  `CREATE TABLE period_controls (
      year SMALLINT NOT NULL,
      month SMALLINT NOT NULL CHECK (month BETWEEN 1 AND 12),
      closed BOOLEAN NOT NULL,
      changed_at BIGINT NOT NULL,
      changed_by INTEGER,
      PRIMARY KEY (year, month)
    )`,
  `CREATE TABLE master_entries (
      list VARCHAR(40) NOT NULL,
      code VARCHAR(40) NOT NULL,
      name VARCHAR(200) NOT NULL,
      parent_code VARCHAR(40),
      company_code VARCHAR(20),
      attributes VARCHAR(2000),
      sort_order INTEGER NOT NULL,
      PRIMARY KEY (list, code)
    )`,
  `INSERT INTO menus (id, parent_id, label, route, icon_classes, sort_order) VALUES
      ('M950_060', 'M950', 'Role', 'system/role', 'icon-dot', 5),
      ('M950_070', 'M950', 'Audit Log', 'system/audit-log', 'icon-dot', 6)`,
  `INSERT INTO role_permissions (role_code, permission) VALUES
      ('administrator', 'admin.manage-master-data'),
      ('administrator', 'admin.manage-users'),
      ('administrator', 'admin.read-audit-log')`,
  // IT support reads the master data screens; user, role and audit screens are for admins.
  `DELETE FROM role_menus WHERE role_code = 'it-support' AND menu_id = 'M950'`,
  `INSERT INTO role_menus (role_code, menu_id) VALUES
      ('it-support', 'M950_010'),
      ('it-support', 'M950_020'),
      ('it-support', 'M950_040'),
      ('it-support', 'M950_050')`,
]);
