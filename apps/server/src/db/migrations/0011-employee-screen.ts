/**
 * System → Employee: the screen where administrators keep the employees users sign in as. The
 * administrators hold the whole System heading, so the new item needs no grant of its own.
 */
import type { Migration } from './migration';

export const employeeScreen: Migration = {
  id: 11,
  name: 'employee-screen',
  statements: [
    `INSERT INTO menus (id, parent_id, label, route, icon_classes, sort_order)
     VALUES ('M950_130', 'M950', 'Employee', 'system/employee', 'icon-dot', 12)`,
  ],
};
