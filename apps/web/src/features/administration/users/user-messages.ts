/**
 * What the users screen says about its actions. The field messages come from ADMIN_MESSAGES in
 * the contracts; these are the screen's own questions and answers.
 */
export const USER_MESSAGES = {
  newUser: 'New user',
  editTitle: (username: string) => `Edit ${username}`,
  saved: (username: string) => `${username} is saved`,
  created: (username: string) => `${username} is created`,
  saveFailed: 'The user was not saved',
  resetConfirm: (username: string) => `Are you sure want to reset the password of ${username}?`,
  resetText:
    'A new temporary password replaces the current one at once; it must be changed at the next sign-in.',
  resetButton: 'Yes, reset it!',
  resetDone: (username: string) => `The password of ${username} is reset`,
  resetFailed: 'The password was not reset',
  resetSecondFactorConfirm: (username: string) =>
    `Are you sure want to reset the second factor of ${username}?`,
  resetSecondFactorText:
    'Their authenticator app and recovery codes stop working at once. Where their role requires a second factor, they set up a new one at the next sign-in.',
  resetSecondFactorFailed: 'The second factor was not reset',
  deleteConfirm: (username: string) => `Are you sure want to delete ${username}?`,
  deleteText:
    'A user who has done anything in the portal cannot be deleted: deactivate them instead.',
  deleteButton: 'Yes, delete it!',
  deleted: (username: string) => `${username} is deleted`,
  deleteFailed: 'The user was not deleted',
  loading: 'Loading users',
  loadFailed: 'The users could not be loaded',
  empty: 'No users found',
} as const;
