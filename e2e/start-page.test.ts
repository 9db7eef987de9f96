/**
 * The start page (issue 26, point 1) in Chromium: a sales role lands on Today after signing in
 * through the form, and its menu has Today first under Sales; after choosing the Dashboard in My
 * Account the next sign-in lands on the Dashboard (and the sign-in page of a signed-in user
 * sends them there at once); a role without sales lands on its dashboard, and My Account offers
 * it no Today. The file changes users' start pages, so it has a portal of its own.
 */
import { SESSION_MESSAGES } from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot } from './support/browser';
import { signIn } from './support/sign-in';
import { useBrowserAndOwnPortal } from './support/suite';

const TODAY_PATH = '/portal/sales/today';

describe('the start page', () => {
  const suite = useBrowserAndOwnPortal();

  async function openStartPageTab(page: Page) {
    await page.goto(`${suite.portal.baseUrl}/myaccount`);
    await page.getByRole('tab', { name: 'Start page' }).click();
  }

  it('lands a sales role on Today, and on the Dashboard once they choose it in My Account', async () => {
    const page = await suite.page();
    await signIn(page, suite.portal.baseUrl, 'staff');
    await page.waitForURL(`**${TODAY_PATH}`);
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    // Today is the Sales menu's first entry.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Today' }).waitFor();
    const salesLinks = await menu
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute('href'))
          .filter((href): href is string => href?.startsWith('/portal/sales/') ?? false),
      );
    expect(salesLinks[0]).toBe(TODAY_PATH);

    await openStartPageTab(page);
    const group = page.getByRole('radiogroup', { name: 'Start page' });
    const today = group.getByRole('radio', { name: 'Today' });
    const dashboard = group.getByRole('radio', { name: 'Dashboard' });
    await today.waitFor();
    expect(await today.isChecked()).toBe(true);
    expect(await dashboard.isChecked()).toBe(false);
    await expectFitsAndShoot(page, 'start-page-my-account');
    // By keyboard: the arrow moves the choice, which is saved at once.
    await today.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText('Start page saved').first().waitFor();
    expect(await dashboard.isChecked()).toBe(true);
    // The session's home moves at once: the sign-in page sends the user on to it.
    await page.goto(`${suite.portal.baseUrl}/sign-in`);
    await page.waitForURL('**/dashboard');

    // A new sign-in, in a browser of its own, lands on the Dashboard.
    const again = await suite.page();
    await signIn(again, suite.portal.baseUrl, 'staff');
    await again.waitForURL('**/dashboard');
    await again.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await openStartPageTab(again);
    expect(await again.getByRole('radio', { name: 'Dashboard' }).isChecked()).toBe(true);
    await again.context().close();

    // Another sales user keeps the default.
    const manager = await suite.page();
    await signIn(manager, suite.portal.baseUrl, 'manager');
    await manager.waitForURL(`**${TODAY_PATH}`);
    await manager.context().close();
    await page.context().close();
  });

  it('lands a role without sales on its dashboard, and offers it no Today', async () => {
    const page = await suite.page('phone');
    await signIn(page, suite.portal.baseUrl, 'it');
    await page.waitForURL('**/it-dashboard');
    await openStartPageTab(page);
    await page.getByText('You land on your dashboard after signing in.').waitFor();
    expect(await page.getByRole('radio', { name: 'Today' }).count()).toBe(0);
    await expectFitsAndShoot(page, 'start-page-no-today-phone');
    // Its menu has no Today, and the page refuses it.
    await page.goto(`${suite.portal.baseUrl}${TODAY_PATH}`);
    await page.getByText(SESSION_MESSAGES.forbidden).waitFor();
    await page.context().close();
  });
});
