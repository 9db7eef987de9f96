/** The username kept by 'Remember me' (only the name, never the password). */
const REMEMBERED_USERNAME_KEY = 'outlet-pulse.remembered-username';

export function readRememberedUsername(): string {
  try {
    return window.localStorage.getItem(REMEMBERED_USERNAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberUsername(username: string, remember: boolean): void {
  try {
    if (remember) window.localStorage.setItem(REMEMBERED_USERNAME_KEY, username);
    else window.localStorage.removeItem(REMEMBERED_USERNAME_KEY);
  } catch {
    // Storage can be switched off; signing in works without it.
  }
}
