/**
 * Issue 25: the checklists screen and its calls need a permission of their own, so that a user
 * whose menu lacks the screen cannot read its list by calling the server. The roles whose menu
 * shipped with the screen (administrator, sales manager) keep it.
 */
import type { Migration } from './migration';

export const checklistView: Migration = {
  id: 16,
  name: 'checklist view permission',
  statements: [
    `INSERT INTO role_permissions (role_code, permission) VALUES
      ('administrator', 'checklists.view'),
      ('sales-manager', 'checklists.view')`,
  ],
};
