/**
 * Every message a person reads that the spec fixes (spec 001 §5 and §8, spec 000 §8), once.
 */

export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  nameRequired: 'Name is required.',
  sessionRequired: 'Session is required.',
  welcome: 'Welcome',
  success: 'Login successful',
  failed: 'Login failed, please check your username and password',
  /** The lock screen asks for the password alone: its refusal names nothing else. */
  unlockFailed: 'The password is not correct. Please try again.',
  throttled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  authenticating: 'Authenticate...',
} as const;

export const PASSWORD_MESSAGES = {
  enterPassword: 'Please enter password!',
  notMatch: 'Password not match!',
  tooShort: 'Password at least 8 character!',
  changedTitle: 'Password changed!',
  changedText: 'Please login with new password',
  failedTitle: 'Failed to change password!',
  failedText: 'Please try again',
} as const;

export const SESSION_MESSAGES = {
  expired: 'Session Expired!',
  linkInvalid: 'This link has expired or is invalid.',
  signInRequired: 'Please sign in to continue.',
  defaultPasswordMustChange: 'Please change your default password before you continue.',
  forbidden: 'You do not have access to this.',
  /** A call that relies on the session cookie came without its session's CSRF token. */
  csrfMissing: 'The request is missing its anti-forgery token. Reload the page and try again.',
  /** A shared link asked for a company or year it was not made for. */
  linkOutOfScope: 'This link shows only the company and year it was shared for.',
} as const;

export const LOGOUT_MESSAGES = {
  question: 'Close Application!',
  confirm: 'Exit now!',
  cancel: 'No',
  done: 'You already logout!',
} as const;

export const FORM_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  fieldRequired: 'Field is required',
  seasonRequired: 'Season is required',
  weekRequired: 'Week is required',
  enterUsername: 'Please Enter your username.',
  enterPassword: 'Please Enter your password.',
  filenameRequired: 'Filename is required!.',
  phoneRequired: 'Phone number is required',
  phonePattern: 'Please fill in only numeric (ex. 0857871XXXX)',
  emailRequired: 'Email is required',
  emailPattern: 'Please enter a valid email address',
  deliveryNameRequired: 'Delivery to / Name is required (Nama Penerima)',
  addressRequired: 'Address is required',
  provinceRequired: 'Province is required',
  cityRequired: 'City is required',
  districtRequired: 'District is required',
  postCodeRequired: 'Post Code is required',
  idBranchRequired: 'Id Branch is required',
  branchNameRequired: 'Branch Name is required',
  descriptionRequired: 'Description is required',
} as const;

export const PAGE_MESSAGES = {
  notFound: 'Page not Found',
  notFoundOrMaintenance: 'Page not Found or Under Maintenance',
  backHome: 'Back to Home',
  notAvailableYet: 'This module is not available yet.',
  loading: 'Loading...',
  noMessages: 'no messages',
} as const;

/** The alert helper of spec 000 §8 and its timings (§9). */
export const NOTICE = {
  confirmText: 'Are you sure want to save?',
  confirmButton: 'Yes, Save it!',
  cancelButton: 'Cancel',
  cancelled: 'Cancelled',
  loadingTitle: 'Please wait...',
  welcomeTitle: 'Welcome',
  toastMs: 1000,
  serviceToastMs: 1500,
  loadingMs: 2000,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
