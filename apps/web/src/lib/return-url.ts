/**
 * The page to come back to after signing in. Only a path of this portal is accepted, so a
 * crafted link cannot send a user to another site.
 */
export const SIGN_IN_PATH = '/sign-in';

export function signInPath(returnTo?: string): string {
  if (!returnTo || returnTo === '/' || returnTo.startsWith(SIGN_IN_PATH)) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?returnUrl=${encodeURIComponent(returnTo)}`;
}

export function readReturnUrl(search: string): string | null {
  const value = new URLSearchParams(search).get('returnUrl');
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(SIGN_IN_PATH)) return null;
  return value;
}

/** Route state that tells the sign-in page why the user is there. */
export interface SignInState {
  /** The session expired. */
  expired?: boolean;
  /** The user has just changed the password, which ended every session. */
  passwordChanged?: boolean;
}

const stateSays = (state: unknown, reason: keyof SignInState): boolean =>
  typeof state === 'object' &&
  state !== null &&
  reason in state &&
  (state as SignInState)[reason] === true;

export function arrivedAfterExpiry(state: unknown): boolean {
  return stateSays(state, 'expired');
}

export function arrivedAfterPasswordChange(state: unknown): boolean {
  return stateSays(state, 'passwordChanged');
}
