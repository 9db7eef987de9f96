/**
 * The second factor in Chromium, against the real server (issue 17 item 5). The administrator
 * signs in with a code at phone width by keyboard alone, and My Account says the role requires
 * it; a staff user turns it on in My Account (the key read from the page, its code computed as an
 * app would), then signs in with a code and with a recovery code, which works once, and makes a
 * new set of recovery codes; an administrator resets it and the user signs in with the password
 * alone, turns it on again and off; a user given the administrator's role sets one up while
 * signing in and is shown the recovery codes before the portal opens. Screenshots of each step
 * at 1366 and 390 px. Codes come from the tests' stepping clock (support/second-factor.ts).
 */
import {
  NOTICE,
  PASSWORD_RULE_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  type User,
} from '@outlet-pulse/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAccessToken } from './support/api';
import { expectFitsAndShoot, hasHorizontalScroll, screenshot, VIEWPORTS } from './support/browser';
import { DEMO_ADMIN_TOTP_SECRET, nextCode } from './support/second-factor';
import {
  DEMO_PASSWORD,
  enterSignInCode,
  fillSignIn,
  readSetupKey,
  signIn,
} from './support/sign-in';
import { useBrowserAndOwnPortal } from './support/suite';

const APP_CODE_MESSAGE = 'Enter the 6 digits your authenticator app shows.';

const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement);

/**
 * Takes the page at 1366 px, then at 390 px; it must not scroll sideways at either. In the
 * portal, once the shell has measured the width: its sidebar is a drawer on a phone.
 */
async function shootBoth(page: Page, name: string, { inShell = true } = {}): Promise<void> {
  const before = page.viewportSize();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  for (const width of ['desktop', 'phone'] as const) {
    await page.setViewportSize(VIEWPORTS[width]);
    if (inShell) await sidebar.waitFor({ state: width === 'phone' ? 'detached' : 'visible' });
    // From the top: a whole-page capture of a scrolled page paints the sticky top bar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${width}`);
    expect(await hasHorizontalScroll(page), `${name} at ${width} width`).toBe(false);
  }
  if (before) await page.setViewportSize(before);
}

/** The password step, sent; the page then shows the code step (or the set-up). */
async function passwordStep(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await fillSignIn(page, username, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function readRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  return list.getByRole('listitem').allTextContents();
}

/** My Account's 'Second factor' tab, opened. */
async function openSecondFactorTab(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/myaccount`);
  await page.getByRole('tab', { name: 'Second factor' }).click();
  return page.getByRole('tabpanel', { name: 'Second factor' });
}

/** Answers the question a change asks first with its confirm button. */
async function confirm(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('second factor', () => {
  // A portal of the file's own: it turns second factors on and off and changes a role.
  const suite = useBrowserAndOwnPortal();
  const baseUrl = () => suite.portal.baseUrl;

  it('the administrator signs in with a code at phone width, by keyboard alone', async () => {
    const page = await suite.page('phone');
    await page.goto(`${baseUrl()}/sign-in`);
    const username = page.getByLabel('Username');
    await username.waitFor();
    expect(await isFocused(username)).toBe(true);
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    await page.getByRole('heading', { name: 'Two-step sign-in', exact: true }).waitFor();
    expect(await isFocused(code)).toBe(true);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await shootBoth(page, 'second-factor-code-step', { inShell: false });

    // Too few digits are refused on the page; a wrong code by the server, under the field.
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await page.getByText(APP_CODE_MESSAGE).waitFor();
    const right = nextCode(DEMO_ADMIN_TOTP_SECRET);
    const wrong = right === '000000' ? '111111' : '000000';
    await page.keyboard.press('Control+A');
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await page.getByText(SECOND_FACTOR_MESSAGES.codeWrong).waitFor();
    expect(await isFocused(code)).toBe(true);
    await expectFitsAndShoot(page, 'second-factor-code-wrong-phone');

    await page.keyboard.press('Control+A');
    await page.keyboard.type(right.replace(/^(\d{3})/, '$1 '));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/sign-in');

    // The administrator's role requires it: My Account says so and offers no Turn off.
    const panel = await openSecondFactorTab(page, baseUrl());
    await panel.getByText('Required for your role').waitFor();
    await panel.getByText(SECOND_FACTOR_MESSAGES.requiredForRole).waitFor();
    expect(await panel.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
    await expectFitsAndShoot(page, 'second-factor-account-required-phone');
    await page.context().close();
  });

  let staffRecoveryCodes: string[] = [];
  let staffSecret = '';

  it('a staff user turns it on in My Account, then signs in with a code and a recovery code once', async () => {
    const page = await suite.signedInBlankPage('staff', 'desktop');
    const panel = await openSecondFactorTab(page, baseUrl());
    await panel.getByText('Off', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
    await shootBoth(page, 'second-factor-account-off');

    await panel.getByRole('button', { name: 'Turn on' }).click();
    await panel.getByRole('img', { name: /QR code/ }).waitFor();
    staffSecret = await readSetupKey(page);
    expect(staffSecret).toMatch(/^[A-Z2-7]{16,}$/);
    await shootBoth(page, 'second-factor-account-setting-up');

    await panel.getByLabel('Authentication code').fill(nextCode(staffSecret));
    await panel.getByLabel('Current password').fill('not-my-password');
    await panel.getByRole('button', { name: 'Turn on' }).click();
    // A wrong password is refused under its field, and the code may be typed again.
    await panel.getByText(PASSWORD_RULE_MESSAGES.currentWrong).waitFor();
    await panel.getByLabel('Authentication code').fill(nextCode(staffSecret));
    await panel.getByLabel('Current password').fill(DEMO_PASSWORD);
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Second factor turned on').waitFor();
    staffRecoveryCodes = await readRecoveryCodes(page);
    expect(staffRecoveryCodes).toHaveLength(10);
    expect(new Set(staffRecoveryCodes).size).toBe(10);

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download the recovery codes' }).click();
    expect((await download).suggestedFilename()).toBe('outlet-pulse-recovery-codes-staff.txt');
    await shootBoth(page, 'second-factor-account-codes');

    await panel.getByRole('button', { name: 'I have saved these codes' }).click();
    await panel.getByText('On', { exact: true }).waitFor();
    await panel.getByText('10 of 10').waitFor();
    await shootBoth(page, 'second-factor-account-on');
    await page.context().close();

    // Signed out: the next sign-in asks for the code.
    const withCode = await suite.page('desktop');
    expect(await signIn(withCode, baseUrl(), 'staff', DEMO_PASSWORD, { secret: staffSecret })).toBe(
      'code',
    );
    await withCode.context().close();

    // A recovery code signs in once in place of a code; a second time it is refused.
    const [recoveryCode = ''] = staffRecoveryCodes;
    for (const attempt of ['first', 'again'] as const) {
      const recovery = await suite.page('desktop');
      await passwordStep(recovery, baseUrl(), 'staff');
      await recovery.getByRole('button', { name: 'Use a recovery code' }).click();
      const field = recovery.getByLabel('Recovery code');
      await field.fill(recoveryCode.toLowerCase());
      await recovery.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') {
        await recovery.waitForURL((url) => url.pathname !== '/sign-in');
        // One code fewer; a new set (asked for with a code) makes ten again.
        const panel = await openSecondFactorTab(recovery, baseUrl());
        await panel.getByText('9 of 10').waitFor();
        await panel.getByRole('button', { name: 'New recovery codes' }).click();
        await panel.getByLabel('Code').fill(nextCode(staffSecret));
        await panel.getByRole('button', { name: 'Make new codes' }).click();
        await confirm(recovery, 'Are you sure want to make new recovery codes?', 'Yes, make them!');
        const renewed = await readRecoveryCodes(recovery);
        expect(renewed).toHaveLength(10);
        expect(renewed).not.toContain(staffRecoveryCodes[1]);
        await panel.getByRole('button', { name: 'I have saved these codes' }).click();
        await panel.getByText('10 of 10').waitFor();
      } else {
        await recovery.getByText(SECOND_FACTOR_MESSAGES.recoveryCodeWrong).waitFor();
        expect(new URL(recovery.url()).pathname).toBe('/sign-in');
        await expectFitsAndShoot(recovery, 'second-factor-recovery-code-used-desktop');
      }
      await recovery.context().close();
    }
  });

  it('an administrator resets that second factor, and the user signs in with the password', async () => {
    const admin = await suite.signedInBlankPage('admin', 'desktop');
    await admin.goto(`${baseUrl()}/system/user?keyword=staff`);
    const reset = admin.getByRole('button', { name: 'Reset second factor of staff' });
    await reset.waitFor();
    await shootBoth(admin, 'second-factor-user-reset-action');

    await reset.click();
    const question = admin.getByRole('dialog', {
      name: 'Are you sure want to reset the second factor of staff?',
    });
    await question.getByRole('button', { name: 'Yes, reset it!' }).click();
    await admin.getByText(SECOND_FACTOR_MESSAGES.resetDone).waitFor();
    await reset.waitFor({ state: 'detached' });
    expect(await admin.getByText(NOTICE.cancelled).count()).toBe(0);
    await admin.context().close();

    const user = await suite.page('desktop');
    expect(await signIn(user, baseUrl(), 'staff')).toBe('portal');

    // Turned on again, then off with a code and the password: sign-in asks for the password only.
    const panel = await openSecondFactorTab(user, baseUrl());
    await panel.getByRole('button', { name: 'Turn on' }).click();
    const secret = await readSetupKey(user);
    await panel.getByLabel('Authentication code').fill(nextCode(secret));
    await panel.getByLabel('Current password').fill(DEMO_PASSWORD);
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await panel.getByRole('button', { name: 'I have saved these codes' }).click();
    await panel.getByRole('button', { name: 'Turn off' }).click();
    await panel.getByLabel('Code').fill(nextCode(secret));
    await panel.getByLabel('Current password').fill(DEMO_PASSWORD);
    await panel.getByRole('button', { name: 'Turn off' }).click();
    await confirm(user, 'Are you sure want to turn off your second factor?', 'Yes, turn it off!');
    await user.getByText('Second factor turned off').waitFor();
    await panel.getByText('Off', { exact: true }).waitFor();
    await user.context().close();
    const again = await suite.page('desktop');
    expect(await signIn(again, baseUrl(), 'staff')).toBe('portal');
    await again.context().close();
  });

  it('a user given the administrator role sets one up while signing in and sees the recovery codes', async () => {
    await giveRole(baseUrl(), 'manager', 'administrator');
    const page = await suite.page('phone');
    await passwordStep(page, baseUrl(), 'manager');
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    await page.getByText('Your role requires a second factor').waitFor();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await shootBoth(page, 'second-factor-enrol-step', { inShell: false });

    const secret = await readSetupKey(page);
    await enterSignInCodeAs(page, nextCode(secret), 'Turn on and sign in');
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    expect(await readRecoveryCodes(page)).toHaveLength(10);
    // The portal waits until the codes are saved.
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await shootBoth(page, 'second-factor-enrol-codes', { inShell: false });
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.waitForURL((url) => url.pathname !== '/sign-in');
    await page.context().close();

    // From now on the manager's sign-in asks for the app's code.
    const again = await suite.page('desktop');
    await passwordStep(again, baseUrl(), 'manager');
    await enterSignInCode(again, nextCode(secret));
    await again.waitForURL((url) => url.pathname !== '/sign-in');
    await again.context().close();
  });
});

/** The set-up's code field takes the first code; its button names what it does. */
async function enterSignInCodeAs(page: Page, code: string, button: string): Promise<void> {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: button }).click();
}

/** Gives a user another role through the administrator's calls, as the User screen would. */
async function giveRole(baseUrl: string, username: string, role: string): Promise<void> {
  const headers = {
    authorization: `Bearer ${await adminAccessToken(baseUrl)}`,
    accept: 'application/json',
  };
  const found = await fetch(`${baseUrl}/api/user/?keyword=${username}`, { headers });
  const { rows } = ((await found.json()) as { data: { rows: User[] } }).data;
  const user = rows.find((row) => row.username === username);
  if (!user) throw new Error(`no user ${username}`);
  const { allCompanies, companies, outlets, seesExcludedCompanies, isActive } = user;
  const changed = await fetch(`${baseUrl}/api/user/${user.id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      role,
      allCompanies,
      companies,
      outlets,
      seesExcludedCompanies,
      isActive,
    }),
  });
  if (changed.status !== 200) throw new Error(`changing the role answered ${changed.status}`);
}
