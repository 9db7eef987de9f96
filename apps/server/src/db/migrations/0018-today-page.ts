/**
 * The Today page (issue 26): each user's saved views (a named sales filter, kept as JSON text,
 * one of them the Today page's default), each user's start page (NULL: the default, Today for a
 * role whose menu offers it, else the Dashboard), and "Today" as the first entry of the Sales
 * menu, for every role that has the Sales Summary entry of its own (a role holding the Sales
 * heading or a heading above gets it through the heading).
 */
import { createTable, migration } from '../migration-sql';

export const todayPage = migration(
  18,
  'today page',
  [
    createTable(
      'saved_views',
      'id VARCHAR(32) PRIMARY KEY',
      'user_id INTEGER NOT NULL',
      'name VARCHAR(80) NOT NULL',
      'filter VARCHAR(20000) NOT NULL',
      'is_default BOOLEAN NOT NULL',
      'created_at BIGINT NOT NULL',
      'updated_at BIGINT NOT NULL',
    ),
    'ALTER TABLE users ADD COLUMN start_page VARCHAR(20)',
    `UPDATE menus SET sort_order = sort_order + 1 WHERE parent_id = 'M100_100'`,
    `INSERT INTO menus (id, parent_id, label, route, icon_classes, sort_order)
       VALUES ('M100_100_005', 'M100_100', 'Today', 'portal/sales/today', 'icon-dot', 0)`,
    `INSERT INTO role_menus (role_code, menu_id)
       SELECT role_code, 'M100_100_005' FROM role_menus WHERE menu_id = 'M100_100_010'`,
  ],
  [
    'CREATE UNIQUE INDEX saved_views_user_name ON saved_views (user_id, lower(name))',
    'CREATE UNIQUE INDEX saved_views_one_default ON saved_views (user_id) WHERE is_default',
  ],
);
