/**
 * The first-run set-up page in Chromium, on a portal with no data and no user (a first start
 * outside demo mode): a wrong token shows only "Page not Found"; the printed link shows the
 * form, which explains what is wrong before it sends anything (the two passwords compared once
 * the rest is right) and shows the server's refusal of a common password; '/' says how to reach
 * the set-up while no user exists; the administrator it creates is confirmed and signed in at
 * once, sees the portal with the System menu, and, with no company yet, is told where to add
 * one (never that none is assigned to them); then the link is gone.
 * Screenshots of the form and of its messages at 1366 and 390 px.
 */
import { PASSWORD_RULE_MESSAGES, SETUP_MESSAGES } from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot, screenshot, type ViewportName } from './support/browser';
import { setUpSecondFactor } from './support/sign-in';
import { useBrowserAndOwnPortal } from './support/suite';

const OWNER = {
  username: 'owner',
  name: 'Maya Hartono',
  email: 'maya@group.example',
  password: 'first owner 2026',
};

/** A form field by its label; a required field's label ends in an asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

describe('the first-run set-up page', () => {
  const suite = useBrowserAndOwnPortal({ empty: true });

  const setupUrl = (token: string) => `${suite.portal.baseUrl}/setup/${token}`;
  const token = () => {
    const printed = suite.portal.setupToken;
    if (printed === null) throw new Error('an empty portal prints a set-up link');
    return printed;
  };

  async function expectNotFound(page: Page) {
    await page.getByRole('heading', { name: 'Page not Found' }).waitFor();
    expect(await field(page, 'Username').count()).toBe(0);
  }

  it('shows only "Page not Found" without the right token', async () => {
    const page = await suite.page('phone');
    await page.goto(setupUrl('not-the-printed-token'));
    await expectNotFound(page);
    await page.context().close();
  });

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`explains what is wrong before sending anything (${viewport})`, async () => {
      const page = await suite.page(viewport);
      await page.goto(setupUrl(token()));
      await page.getByRole('heading', { name: 'Outlet Pulse' }).waitFor();
      const width = viewport === 'desktop' ? 1366 : 390;
      await expectFitsAndShoot(page, `setup-page-${width}`);

      await field(page, 'Username').fill('o');
      await field(page, 'E-mail').fill('not an address');
      await field(page, 'Password').fill('short');
      await field(page, 'Password again').fill('other');
      await page.getByRole('button', { name: 'Create administrator' }).click();
      await page.getByText('Use 3 to 60 letters, digits, dots, dashes or underscores').waitFor();
      await page.getByText('Name is required').waitFor();
      await page.getByText('Please enter a valid email address').waitFor();
      await page.getByText('Password at least 8 character!').waitFor();
      await expectFitsAndShoot(page, `setup-page-messages-${width}`);

      // The two passwords are compared once the rest of the form is right.
      await field(page, 'Username').fill(OWNER.username);
      await field(page, 'Name').fill(OWNER.name);
      await field(page, 'E-mail').fill(OWNER.email);
      await field(page, 'Password').fill(OWNER.password);
      await page.getByRole('button', { name: 'Create administrator' }).click();
      await page.getByText('Password not match!').waitFor();
      expect(await page.getByText('Name is required').count()).toBe(0);
      await page.context().close();
    });
  }

  it('says on / how to reach the set-up; creates the administrator, who is signed in at once; then the link is gone', async () => {
    const page = await suite.page('desktop');
    // A fresh install: the portal's address says where the first administrator is made.
    await page.goto(`${suite.portal.baseUrl}/`);
    const pending = page.getByRole('status').filter({ hasText: SETUP_MESSAGES.pendingTitle });
    await pending.getByText('create-admin --username NAME').waitFor();
    await expectFitsAndShoot(page, 'setup-pending-sign-in-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsAndShoot(page, 'setup-pending-sign-in-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(setupUrl(token()));
    await field(page, 'Username').fill(OWNER.username);
    await field(page, 'Name').fill(OWNER.name);
    await field(page, 'E-mail').fill(OWNER.email);
    // Only the server knows the list of common passwords: its refusal shows under the field.
    await field(page, 'Password').fill('Password1');
    await field(page, 'Password again').fill('Password1');
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await page.getByText(PASSWORD_RULE_MESSAGES.common, { exact: true }).waitFor();
    await field(page, 'Password').fill(OWNER.password);
    await field(page, 'Password again').fill(OWNER.password);
    await page.getByRole('button', { name: 'Create administrator' }).click();
    // Confirmed and signed in without typing the password again: an administrator's role
    // requires a second factor, so its set-up comes straight after.
    await page.getByRole('alert').filter({ hasText: SETUP_MESSAGES.created }).waitFor();
    await setUpSecondFactor(page, OWNER.username);
    // An administrator's menu offers Today, their start page (issue 26).
    await page.waitForURL((url) => url.pathname === '/portal/sales/today');
    await page.getByText('System', { exact: true }).first().waitFor();
    expect(await page.getByText('Please change your default password').count()).toBe(0);
    await expectFitsAndShoot(page, 'setup-signed-in-1366');

    // No company exists yet: the administrator of every company is told where to add one.
    await page.goto(`${suite.portal.baseUrl}/portal/sales/sales-summary`);
    await page
      .getByText(/No company exists yet/)
      .first()
      .waitFor();
    expect(await page.getByText('No company is assigned to your account').count()).toBe(0);
    await expectFitsAndShoot(page, 'setup-no-company-yet-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'setup-no-company-yet-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    const later = await suite.page('desktop');
    await later.goto(setupUrl(token()));
    await expectNotFound(later);
    await later.context().close();
    await page.context().close();
  });
});
