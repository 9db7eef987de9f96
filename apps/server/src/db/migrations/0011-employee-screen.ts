/**
 * System → Employee: the screen where administrators keep the employees users sign in as.
 * Administrators hold the whole System heading; IT support reads the System lists (Branch,
 * Region, the code lists), and this one too: who works where and whether they sign in. The
 * whole record (bank fields, phone) stays with those who manage master data.
 */
import { migration } from '../migration-sql';

export const employeeScreen = migration(11, 'employee-screen', [
  `INSERT INTO menus (id, parent_id, label, route, icon_classes, sort_order)
     VALUES ('M950_130', 'M950', 'Employee', 'system/employee', 'icon-dot', 12)`,
  `INSERT INTO role_menus (role_code, menu_id) VALUES ('it-support', 'M950_130')`,
]);
