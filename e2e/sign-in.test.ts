import { LOGIN_MESSAGES, LOGOUT_MESSAGES, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issueAutoInLink, replayRefreshCookie } from './support/api';
import { DEMO_PASSWORD, fillSignIn, signIn } from './support/sign-in';
import { useBrowserAndPortal } from './support/suite';

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('signing in and the session', () => {
  const suite = useBrowserAndPortal();

  /** These tests are of signing in: each signs in through the form, as a person does. */
  async function signedInByForm(username: string): Promise<Page> {
    const page = await suite.page();
    await signIn(page, suite.portal.baseUrl, username);
    return page;
  }

  async function logOut(page: Page) {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: LOGOUT_MESSAGES.confirm }).click();
    await page.waitForURL('**/sign-in');
  }

  it('keeps Log In disabled until both fields are filled, then signs in', async () => {
    const page = await suite.page();
    await page.goto(`${suite.portal.baseUrl}/sign-in`);
    const logIn = page.getByRole('button', { name: 'Log In' });
    expect(await logIn.isDisabled()).toBe(true);
    await page.getByLabel('Username').fill('manager');
    expect(await logIn.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await logIn.click();
    await page.getByText(LOGIN_MESSAGES.success).waitFor();
    // A sales manager's start page is Today (issue 26; e2e/start-page.test.ts).
    await page.waitForURL('**/portal/sales/today');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    expect(await page.getByRole('banner').getByText('Budi Santoso').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the server’s message in a box that can be dismissed when sign-in fails', async () => {
    const page = await suite.page();
    await page.goto(`${suite.portal.baseUrl}/sign-in`);
    await fillSignIn(page, 'manager', 'not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    const message = page.getByRole('alert').filter({ hasText: LOGIN_MESSAGES.failed });
    await message.waitFor();
    expect(pathOf(page)).toBe('/sign-in');
    await message.getByRole('button', { name: 'Dismiss message' }).click();
    await message.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('remembers the username when Remember me is ticked and forgets it when not', async () => {
    const page = await signedInByForm('staff');
    await logOut(page);
    expect(await page.getByLabel('Username').inputValue()).toBe('staff');

    await fillSignIn(page, 'staff', DEMO_PASSWORD);
    await page.getByLabel('Remember me').uncheck();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/portal/sales/today');
    await logOut(page);
    expect(await page.getByLabel('Username').inputValue()).toBe('');
    await page.context().close();
  });

  it('sends a signed-out visitor to sign in and back to the page asked for', async () => {
    const page = await suite.page();
    await page.goto(`${suite.portal.baseUrl}/myaccount`);
    await page.waitForURL('**/sign-in?returnUrl=%2Fmyaccount');
    await page.getByText(SESSION_MESSAGES.signInRequired).waitFor();
    await fillSignIn(page, 'staff', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/myaccount');
    await page.getByRole('tab', { name: 'Personal Information' }).waitFor();
    await page.context().close();
  });

  it('lands the IT department on the IT dashboard', async () => {
    const page = await signedInByForm('it');
    await page.waitForURL('**/it-dashboard');
    await page.getByRole('heading', { name: 'IT Dashboard', level: 1 }).waitFor();
    await page.context().close();
  });

  it('restores the session after a reload and sends a signed-in user on from sign-in', async () => {
    const page = await signedInByForm('manager');
    await page.reload();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/portal/sales/today');
    await page.goto(`${suite.portal.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.goto(`${suite.portal.baseUrl}/sign-in`);
    await page.waitForURL('**/portal/sales/today');
    await page.goto(`${suite.portal.baseUrl}/sign-in?returnUrl=%2Fmyaccount`);
    await page.waitForURL('**/myaccount');
    await page.context().close();
  });

  it('keeps the session when two tabs reload at the same moment', async () => {
    const first = await signedInByForm('manager');
    await first.goto(`${suite.portal.baseUrl}/dashboard`);
    const second = await first.context().newPage();
    await second.goto(`${suite.portal.baseUrl}/dashboard`);
    await second.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (let round = 0; round < 3; round++) {
      await Promise.all([first.reload(), second.reload()]);
      await Promise.all(
        [first, second].map((page) =>
          page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor(),
        ),
      );
    }
    const third = await first.context().newPage();
    await third.goto(`${suite.portal.baseUrl}/myaccount`);
    await third.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    expect(pathOf(third)).toBe('/myaccount');
    await first.context().close();
  });

  it('says Session Expired! and returns to the page after signing in again', async () => {
    const page = await signedInByForm('manager');
    await page.goto(`${suite.portal.baseUrl}/vote-app`);
    await page.getByRole('heading', { name: 'Vote', level: 1 }).waitFor();
    await replayRefreshCookie(suite.portal.baseUrl, page.context());
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Lock Screen' }).click();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText(SESSION_MESSAGES.expired).first().waitFor();
    await page.waitForURL('**/sign-in?returnUrl=%2Fvote-app');
    await fillSignIn(page, 'manager', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/vote-app');
    await page.getByRole('heading', { name: 'Vote', level: 1 }).waitFor();
    await page.context().close();
  });

  it('opens the sales page from a signed auto sign-in link, and refuses an employee ID alone', async () => {
    const page = await suite.page();
    await page.goto(`${suite.portal.baseUrl}/auto-in?empid=10215&menu=sales-summary`);
    await page.getByRole('heading', { name: 'Auto Log In' }).waitFor();
    await page.getByText(SESSION_MESSAGES.linkInvalid).waitFor();
    expect(await page.getByRole('link', { name: /Sign in/ }).isVisible()).toBe(true);

    const link = await issueAutoInLink(suite.portal.baseUrl, '10215', 'sales-summary');
    await page.goto(`${suite.portal.baseUrl}${link}`);
    await page.waitForURL('**/portal/sales/sales-summary');
    await page.getByRole('heading', { name: 'Sales Summary', level: 1 }).waitFor();
    expect(await page.getByRole('banner').getByText('Siti Rahmawati').isVisible()).toBe(true);
    // The link narrows the menu to Portal > Sales (spec 001 §4).
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Portal', { exact: true }).waitFor();
    expect(await menu.getByText('Helpdesk', { exact: true }).count()).toBe(0);
    expect(await menu.getByText('Dashboard', { exact: true }).count()).toBe(0);

    const second = await suite.page();
    await second.goto(`${suite.portal.baseUrl}${link}`);
    await second.getByText(SESSION_MESSAGES.linkInvalid).waitFor();
    await page.context().close();
    await second.context().close();
  });
});
