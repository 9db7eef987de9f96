/** Signing in through the sign-in page, as a person would. */
import { DEMO_PASSWORD } from '@outlet-pulse/server/src/seed/demo-users';
import type { Page } from 'playwright-core';

export { DEMO_PASSWORD };

export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Opens the sign-in page, signs in and waits until the portal has moved on from it. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await fillSignIn(page, username, password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}
