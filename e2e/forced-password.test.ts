/**
 * Password changes end every session of the user, so these tests run on a portal of their own.
 * Both the forced change and My Account's ask for the current password, show the rules as a
 * hint, and show the server's refusal (a wrong current password, a common new one) under the
 * field it concerns; at desktop and phone width, and by keyboard.
 */
import { NOTICE, PASSWORD_MESSAGES, PASSWORD_RULE_MESSAGES } from '@outlet-pulse/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot, waitUntilStill } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { useBrowserAndOwnPortal } from './support/suite';

const FORCED_DIALOG = 'Change your default password';

interface Passwords {
  current: string;
  password: string;
  confirmation?: string;
}

/** What a screen reader says after a field's name: its hint and its message, in that order. */
async function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** Waits for the sign-in page a password change leads to, and for its notice saying `text`. */
async function expectSignInSaying(page: Page, text: string): Promise<void> {
  await page.waitForURL('**/sign-in');
  await page.getByRole('main').getByRole('alert').filter({ hasText: text }).waitFor();
}

/** The label of the element that has the keyboard. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLInputElement | null;
    return focused?.labels?.[0]?.textContent?.trim() ?? focused?.tagName ?? '';
  });

async function fill(scope: Locator | Page, { current, password, confirmation }: Passwords) {
  await scope.getByLabel('Current password').fill(current);
  await scope.getByLabel('New password', { exact: true }).fill(password);
  await scope.getByLabel('Confirm new password').fill(confirmation ?? password);
}

describe('changing passwords', () => {
  const suite = useBrowserAndOwnPortal();

  const forcedDialog = (page: Page) => page.getByRole('dialog', { name: FORCED_DIALOG });

  async function submitForcedChange(page: Page, passwords: Passwords) {
    const dialog = forcedDialog(page);
    await dialog.waitFor();
    await fill(dialog, passwords);
    await dialog.getByRole('button', { name: 'Change password' }).click();
  }

  /**
   * Counts every time the dialog leaves the page: a form that breaks a rule must not close it
   * (the original closed it and brought it back, empty, a second later: issue 25).
   */
  async function watchDialogLeaving(page: Page) {
    await page.evaluate((name) => {
      const counter = window as unknown as { dialogLeft: number };
      counter.dialogLeft = 0;
      const isDialog = (node: Node) =>
        node instanceof HTMLElement &&
        (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]') !== null) &&
        (node.textContent ?? '').includes(name);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (isDialog(node)) counter.dialogLeft++;
      }).observe(document.body, { childList: true, subtree: true });
    }, FORCED_DIALOG);
  }

  /** A form that breaks a rule keeps the dialog, still and with what was typed, saying why. */
  async function expectRejected(page: Page, message: string, typed: Passwords) {
    const dialog = forcedDialog(page);
    await dialog.getByText(message).waitFor();
    await waitUntilStill(page);
    expect(await dialog.isVisible()).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { dialogLeft: number }).dialogLeft),
    ).toBe(0);
    expect(await dialog.getByLabel('Current password').inputValue()).toBe(typed.current);
    expect(await dialog.getByLabel('New password', { exact: true }).inputValue()).toBe(
      typed.password,
    );
  }

  /** The server's refusal keeps the dialog open and shows under the field, which has the keyboard. */
  async function expectRefusedAt(page: Page, field: Locator, label: string, message: string) {
    await field.page().getByText(message).waitFor();
    expect(await descriptionOf(field)).toContain(message);
    expect(await focusedLabel(page)).toBe(label);
  }

  it('asks a new employee for the default password and a new one, by keyboard at phone width', async () => {
    const desktop = await suite.page();
    await signIn(desktop, suite.portal.baseUrl, 'newhire', 'newhire');
    await forcedDialog(desktop).waitFor();
    await expectFitsAndShoot(desktop, 'password-forced-change-desktop');
    await desktop.context().close();

    const page = await suite.page('phone');
    await signIn(page, suite.portal.baseUrl, 'newhire', 'newhire');
    const dialog = forcedDialog(page);
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    // A modal that closed would still be fading out: the page must stand still first.
    await waitUntilStill(page);
    expect(await dialog.isVisible()).toBe(true);
    expect(await descriptionOf(dialog.getByLabel('New password', { exact: true }))).toBe(
      PASSWORD_RULE_MESSAGES.hint,
    );

    await watchDialogLeaving(page);
    const rejected: [Passwords, string][] = [
      [{ current: '', password: 'typed-and-kept-1' }, PASSWORD_RULE_MESSAGES.currentRequired],
      [
        { current: 'newhire', password: 'first-choice-1', confirmation: 'second-choice-2' },
        PASSWORD_MESSAGES.notMatch,
      ],
      [{ current: 'newhire', password: 'short' }, PASSWORD_MESSAGES.tooShort],
    ];
    for (const [typed, message] of rejected) {
      await submitForcedChange(page, typed);
      await expectRejected(page, message, typed);
    }

    const current = dialog.getByLabel('Current password');
    const newPassword = dialog.getByLabel('New password', { exact: true });
    await submitForcedChange(page, { current: 'not-the-default', password: 'my-own-password-1' });
    await expectRefusedAt(page, current, 'Current password', PASSWORD_RULE_MESSAGES.currentWrong);
    await submitForcedChange(page, { current: 'newhire', password: 'Password1' });
    await expectRefusedAt(page, newPassword, 'New password', PASSWORD_RULE_MESSAGES.common);
    await expectFitsAndShoot(page, 'password-forced-change-phone-refused');

    // By keyboard alone: the fields in order, and Enter sends the form.
    await current.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('newhire');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('New password');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('my-own-password-1');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Confirm new password');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('my-own-password-1');
    await page.keyboard.press('Enter');
    await page.getByText(PASSWORD_MESSAGES.changedTitle).first().waitFor();
    // The sign-in page says so after the toast has gone.
    await expectSignInSaying(page, PASSWORD_MESSAGES.changedTitle);
    await expectFitsAndShoot(page, 'password-changed-sign-in-phone');

    // A staff member lands on Today, their start page (issue 26).
    await signIn(page, suite.portal.baseUrl, 'newhire', 'my-own-password-1');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });

  it('changes the password from My Account with the current one, after a confirmation', async () => {
    const page = await suite.signedInBlankPage('manager');
    const phone = await suite.signedInBlankPage('manager', 'phone');
    const openForm = async (on: Page) => {
      await on.goto(`${suite.portal.baseUrl}/myaccount`);
      await on.getByRole('tab', { name: 'Change Password' }).click();
    };
    await openForm(phone);
    await phone.getByLabel('Current password').waitFor();
    await expectFitsAndShoot(phone, 'password-my-account-phone');

    await openForm(page);
    const current = page.getByLabel('Current password');
    const newPassword = page.getByLabel('New password', { exact: true });
    expect(await descriptionOf(newPassword)).toBe(PASSWORD_RULE_MESSAGES.hint);
    const save = async () => {
      await page.getByRole('button', { name: 'Save Change' }).click();
      await page.getByText(NOTICE.confirmText).waitFor();
      await page.getByRole('button', { name: NOTICE.confirmButton }).click();
    };

    await page.getByRole('button', { name: 'Save Change' }).click();
    await page.getByText(PASSWORD_RULE_MESSAGES.currentRequired).waitFor();
    expect(await descriptionOf(current)).toBe(PASSWORD_RULE_MESSAGES.currentRequired);
    await fill(page, {
      current: DEMO_PASSWORD,
      password: 'managers-new-pass',
      confirmation: 'managers-new-pazz',
    });
    await page.getByRole('button', { name: 'Save Change' }).click();
    await page.getByText(PASSWORD_MESSAGES.notMatch).waitFor();

    await fill(page, { current: DEMO_PASSWORD, password: 'managers-new-pass' });
    await page.getByRole('button', { name: 'Save Change' }).click();
    await page.getByText(NOTICE.confirmText).waitFor();
    await page.getByRole('button', { name: NOTICE.cancelButton }).click();
    await page.getByText(NOTICE.cancelled).waitFor();

    await fill(page, { current: DEMO_PASSWORD, password: 'Football1' });
    await save();
    await expectRefusedAt(page, newPassword, 'New password', PASSWORD_RULE_MESSAGES.common);
    await fill(page, { current: 'not-my-password', password: 'managers-new-pass' });
    await save();
    await expectRefusedAt(page, current, 'Current password', PASSWORD_RULE_MESSAGES.currentWrong);
    await expectFitsAndShoot(page, 'password-my-account-desktop-refused');

    await fill(page, { current: DEMO_PASSWORD, password: 'managers-new-pass' });
    await save();
    // The toast, and then the sign-in page, say so.
    await page.getByText(PASSWORD_MESSAGES.changedTitle).first().waitFor();
    await page.getByText(PASSWORD_MESSAGES.changedText).first().waitFor();
    await expectSignInSaying(page, PASSWORD_MESSAGES.changedText);

    await phone.reload();
    await phone.waitForURL('**/sign-in?returnUrl=%2Fmyaccount');

    await signIn(page, suite.portal.baseUrl, 'manager', 'managers-new-pass');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    await page.context().close();
    await phone.context().close();
  });
});
