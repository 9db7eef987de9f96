/**
 * Signing in through the sign-in page, as a person would: the password, then the code of the
 * user's second factor when it is asked for, or its set-up when the role requires one (the key
 * read from the page, its recovery codes taken as saved). For the tests of signing in, the
 * second factor, passwords and sessions; the others sign in by the API (session.ts).
 */
import { DEMO_PASSWORD } from '@outlet-pulse/server/testing';
import type { Page } from 'playwright-core';
import { keyOf, nextCode, rememberKey } from './second-factor';

export { DEMO_PASSWORD };

export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Types a code into the sign-in's code step and sends it. */
export async function enterSignInCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The set-up key as the page shows it, without the spaces between its groups. */
export async function readSetupKey(page: Page): Promise<string> {
  const key = await page.getByRole('group', { name: 'Setup key' }).locator('code').textContent();
  return (key ?? '').replace(/\s+/g, '');
}

/** Where the password led: the portal, the code step or the set-up of a second factor. */
export type PasswordOutcome = 'portal' | 'code' | 'enrol';

/** Waits until the password step has led somewhere, and says where. */
export async function afterPassword(page: Page): Promise<PasswordOutcome> {
  const outcome = await page.waitForFunction(() => {
    if (window.location.pathname !== '/sign-in') return 'portal';
    const heading = document.querySelector('h1')?.textContent;
    if (heading === 'Two-step sign-in') return 'code';
    return heading === 'Set up two-step sign-in' ? 'enrol' : false;
  });
  return (await outcome.jsonValue()) as PasswordOutcome;
}

/**
 * Sets up the second factor the page asks for (the key read from the page and remembered for the
 * user's later sign-ins), takes the recovery codes as saved, and waits for the portal.
 */
export async function setUpSecondFactor(page: Page, username: string): Promise<void> {
  await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
  const key = await readSetupKey(page);
  rememberKey(page.url(), username, key);
  await page.getByLabel('Authentication code').fill(nextCode(key));
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}

export interface SignInOptions {
  /** The key of the user's second factor, where the tests have not seen it set up. */
  secret?: string;
}

/**
 * Opens the sign-in page, signs in and waits until the portal has moved on from it. Answers
 * where the password led, so that a test can tell a sign-in without a code.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string = DEMO_PASSWORD,
  { secret = keyOf(baseUrl, username) }: SignInOptions = {},
): Promise<PasswordOutcome> {
  await page.goto(`${baseUrl}/sign-in`);
  await fillSignIn(page, username, password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const outcome = await afterPassword(page);
  if (outcome === 'code') {
    if (!secret) throw new Error(`${username} has a second factor whose key the test lacks`);
    await enterSignInCode(page, nextCode(secret));
  } else if (outcome === 'enrol') {
    await setUpSecondFactor(page, username);
  }
  await page.waitForURL((url) => url.pathname !== '/sign-in');
  return outcome;
}
