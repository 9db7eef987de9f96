/**
 * What the roles screen says about its actions. The field messages come from ADMIN_MESSAGES in
 * the contracts; these are the screen's own questions and answers.
 */
export const ROLE_MESSAGES = {
  newRole: 'New role',
  created: (name: string) => `${name} is created`,
  createFailed: 'The role was not created',
  saved: (name: string) => `${name} is saved`,
  saveFailed: 'The role was not saved',
  deleteConfirm: (name: string) => `Are you sure want to delete ${name}?`,
  deleteText: 'A role that users still have cannot be deleted: give them another role first.',
  deleteButton: 'Yes, delete it!',
  deleted: (name: string) => `${name} is deleted`,
  deleteFailed: 'The role was not deleted',
  loadingRoles: 'Loading roles',
  rolesFailed: 'The roles could not be loaded',
  noRoles: 'No roles yet',
  loadingRole: 'Loading the role',
  roleFailed: 'The role could not be loaded',
  chooseRole: 'Choose a role to see and change what it grants.',
} as const;
