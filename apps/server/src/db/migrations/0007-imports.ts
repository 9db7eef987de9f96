/**
 * Data import: the history of imports (one row per file, numbered like the portal's other
 * documents), the permission to import, and the System > Data Import screen for
 * administrators (through the System heading they hold).
 */
import { migration } from '../migration-sql';

export const imports = migration(7, 'imports', [
  `CREATE TABLE import_batches (
      id VARCHAR(20) PRIMARY KEY,
      kind VARCHAR(20) NOT NULL,
      file_name VARCHAR(255) NOT NULL,
      status VARCHAR(10) NOT NULL,
      rows_read INTEGER NOT NULL,
      inserted INTEGER NOT NULL,
      updated INTEGER NOT NULL,
      unchanged INTEGER NOT NULL,
      message VARCHAR(1000),
      user_id INTEGER,
      started_at BIGINT NOT NULL,
      finished_at BIGINT NOT NULL
    )`,
  'CREATE INDEX import_batches_started ON import_batches (started_at)',
  `INSERT INTO menus (id, parent_id, label, route, icon_classes, sort_order)
     VALUES ('M950_080', 'M950', 'Data Import', 'system/data-import', 'icon-dot', 7)`,
  `INSERT INTO role_permissions (role_code, permission)
     VALUES ('administrator', 'data.import')`,
]);
