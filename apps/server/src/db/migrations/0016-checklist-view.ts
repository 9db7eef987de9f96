/**
 * Issue 25: the checklists screen and its calls need a permission of their own, so that a user
 * whose menu lacks the screen cannot read its list by calling the server. The roles whose menu
 * shipped with the screen (administrator, sales manager) keep it.
 */
import { migration } from '../migration-sql';

export const checklistView = migration(16, 'checklist view permission', [
  `INSERT INTO role_permissions (role_code, permission) VALUES
      ('administrator', 'checklists.view'),
      ('sales-manager', 'checklists.view')`,
]);
