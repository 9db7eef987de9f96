/**
 * Password changes end every session of the user, so these tests run on a portal of their own.
 */
import { NOTICE, PASSWORD_MESSAGES } from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitUntilStill } from './support/browser';
import { signIn } from './support/sign-in';
import { useBrowserAndPortal } from './support/suite';

describe('changing passwords', () => {
  const suite = useBrowserAndPortal();

  async function submitForcedChange(page: Page, password: string, confirmation: string) {
    const dialog = page.getByRole('dialog', { name: 'Change your default password' });
    await dialog.waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm new password').fill(confirmation);
    await dialog.getByRole('button', { name: 'Change password' }).click();
  }

  async function expectRejected(page: Page, message: string) {
    await page.getByText(message).first().waitFor();
    const dialog = page.getByRole('dialog', { name: 'Change your default password' });
    await dialog.waitFor({ state: 'hidden' });
    await dialog.getByText(message).waitFor();
  }

  it('makes a new employee replace the default password before anything else', async () => {
    const page = await suite.page();
    await signIn(page, suite.portal.baseUrl, 'newhire', 'newhire');
    const dialog = page.getByRole('dialog', { name: 'Change your default password' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    // A modal that closed would still be fading out: the page must stand still first.
    await waitUntilStill(page);
    expect(await dialog.isVisible()).toBe(true);

    await submitForcedChange(page, '', '');
    await expectRejected(page, PASSWORD_MESSAGES.enterPassword);
    await submitForcedChange(page, 'first-choice-1', 'second-choice-2');
    await expectRejected(page, PASSWORD_MESSAGES.notMatch);
    await submitForcedChange(page, 'short', 'short');
    await expectRejected(page, PASSWORD_MESSAGES.tooShort);

    await submitForcedChange(page, 'my-own-password-1', 'my-own-password-1');
    await page.getByText(PASSWORD_MESSAGES.changedTitle).waitFor();
    await page.waitForURL('**/sign-in');

    await signIn(page, suite.portal.baseUrl, 'newhire', 'my-own-password-1');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Portal').waitFor();
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });

  it('changes the password from My Account after a confirmation', async () => {
    const page = await suite.signedInPage('manager');
    const otherDevice = await suite.signedInPage('manager');

    await page.goto(`${suite.portal.baseUrl}/myaccount`);
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.getByRole('button', { name: 'Save Change' }).click();
    await page.getByText(PASSWORD_MESSAGES.enterPassword).first().waitFor();
    await page.getByLabel('New password', { exact: true }).fill('managers-new-pass');
    await page.getByLabel('Confirm new password').fill('managers-new-pazz');
    await page.getByRole('button', { name: 'Save Change' }).click();
    await page.getByText(PASSWORD_MESSAGES.notMatch).waitFor();

    await page.getByLabel('Confirm new password').fill('managers-new-pass');
    await page.getByRole('button', { name: 'Save Change' }).click();
    await page.getByText(NOTICE.confirmText).waitFor();
    await page.getByRole('button', { name: NOTICE.cancelButton }).click();
    await page.getByText(NOTICE.cancelled).waitFor();

    await page.getByRole('button', { name: 'Save Change' }).click();
    await page.getByRole('button', { name: NOTICE.confirmButton }).click();
    await page.getByText(PASSWORD_MESSAGES.changedTitle).waitFor();
    await page.getByText(PASSWORD_MESSAGES.changedText).waitFor();
    await page.waitForURL('**/sign-in');

    await otherDevice.reload();
    await otherDevice.waitForURL('**/sign-in?returnUrl=%2Fdashboard');

    await signIn(page, suite.portal.baseUrl, 'manager', 'managers-new-pass');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.context().close();
    await otherDevice.context().close();
  });
});
