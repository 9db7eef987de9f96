import {
  LOGIN_MESSAGES,
  LOGOUT_MESSAGES,
  PAGE_MESSAGES,
  SESSION_MESSAGES,
} from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectFitsAndShoot,
  hasHorizontalScroll,
  screenshot,
  waitUntilStill,
} from './support/browser';
import { openSignedIn } from './support/session';
import { DEMO_PASSWORD, fillSignIn } from './support/sign-in';
import { useBrowserAndPortal } from './support/suite';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('the portal shell', () => {
  const suite = useBrowserAndPortal();

  async function openAccountMenu(page: Page) {
    await page.getByRole('button', { name: /^Account menu/ }).click();
  }

  it('gives each role its own menu', async () => {
    const admin = await suite.signedInPage('admin');
    // Exact: a section another test left open on the shared portal can show "System and Prosedur".
    await mainMenu(admin).getByRole('button', { name: 'System', exact: true }).waitFor();
    // The section heading: Budget Projection holds a page of the same name, which a collapsed
    // (or still collapsing) section keeps in the page.
    expect(
      await mainMenu(admin).getByRole('button', { name: 'Human Capital', exact: true }).isVisible(),
    ).toBe(true);
    const topMenu = admin.getByRole('navigation', { name: 'Top menu' });
    expect(await topMenu.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'IT Dashboard',
    ]);
    expect(await topMenu.getByRole('button').count()).toBe(3);

    const staff = await suite.signedInPage('staff');
    await mainMenu(staff).getByText('Portal').waitFor();
    expect(await mainMenu(staff).getByText('System').count()).toBe(0);
    expect(await mainMenu(staff).getByText('Human Capital').count()).toBe(0);
    await admin.context().close();
    await staff.context().close();
  });

  it('opens top menus and sidebar headings from the keyboard and follows the route', async () => {
    const page = await suite.signedInBlankPage('admin');
    // From the dashboard, where the sidebar's Portal heading starts closed.
    await page.goto(`${suite.portal.baseUrl}/dashboard`);
    const topMenu = page.getByRole('navigation', { name: 'Top menu' });
    await topMenu.getByRole('button', { name: /Budget Projection/ }).focus();
    await page.keyboard.press('Enter');
    const kcgOffice = page.getByRole('menuitem', { name: 'KCG Office' });
    await kcgOffice.waitFor();
    await screenshot(page, 'shell-wide-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await kcgOffice.waitFor({ state: 'hidden' });

    await mainMenu(page).getByRole('button', { name: 'Portal' }).click();
    await mainMenu(page).getByRole('button', { name: 'Sales' }).click();
    await mainMenu(page).getByRole('link', { name: 'Brand KPI' }).click();
    await page.waitForURL('**/portal/sales/brand-kpi');
    await page.getByRole('heading', { name: 'Brand KPI', level: 1 }).waitFor();
    expect(await page.getByText(PAGE_MESSAGES.notAvailableYet).isVisible()).toBe(true);
    // Its heading names the module, and the page says what it will hold (issue 25).
    await page.getByText('This page will hold Brand KPI once that module is built').waitFor();
    await screenshot(page, 'shell-not-built-module', { fullPage: false });
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await breadcrumbs.innerText()).toMatch(/Home\s*›\s*Portal\s*›\s*Sales\s*›\s*Brand KPI/);
    const current = mainMenu(page).getByRole('link', { name: 'Brand KPI' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('welcomes the user on the dashboard, leads to the sales summary, and keeps the toast off the menu button', async () => {
    const phone = await suite.page('phone');
    // To the dashboard: staff land on Today by default (issue 26, e2e/start-page.test.ts).
    await phone.goto(`${suite.portal.baseUrl}/sign-in?returnUrl=%2Fdashboard`);
    await fillSignIn(phone, 'staff', DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Log In' }).click();
    const toast = phone.getByRole('alert').filter({ hasText: LOGIN_MESSAGES.success });
    await toast.waitFor();
    const toastBox = await toast.boundingBox();
    const menuButton = phone.getByRole('button', { name: 'Toggle sidebar' });
    await menuButton.waitFor();
    const buttonBox = await menuButton.boundingBox();
    if (!toastBox || !buttonBox) throw new Error('The toast or the menu button has no box.');
    const overlaps =
      toastBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.x < toastBox.x + toastBox.width &&
      toastBox.y < buttonBox.y + buttonBox.height &&
      buttonBox.y < toastBox.y + toastBox.height;
    expect(overlaps, 'the toast covers the menu button').toBe(false);

    // The welcome notice of spec 000 §1, and a way to the sales summary for a user who has it.
    await phone.getByText(`${LOGIN_MESSAGES.welcome}, Siti Rahmawati`).waitFor();
    const salesLink = phone.getByRole('link', { name: 'Open the sales summary' });
    await salesLink.waitFor();
    await expectFitsAndShoot(phone, 'dashboard-phone', { fullPage: false });
    await salesLink.click();
    await phone.waitForURL('**/portal/sales/sales-summary');
    await phone.getByRole('heading', { name: 'Sales Summary', level: 1 }).waitFor();
    await phone.setViewportSize({ width: 1366, height: 900 });
    await phone.goto(`${suite.portal.baseUrl}/dashboard`);
    await salesLink.waitFor();
    await expectFitsAndShoot(phone, 'dashboard-desktop', { fullPage: false });
    await phone.context().close();

    // A user whose menu has no sales page is offered none.
    const itSupport = await openSignedIn(suite, 'it', '/dashboard', 'desktop');
    await itSupport.getByText(`${LOGIN_MESSAGES.welcome}, `, { exact: false }).first().waitFor();
    expect(await itSupport.getByRole('link', { name: 'Open the sales summary' }).count()).toBe(0);
    await itSupport.context().close();
  });

  it('refuses a page whose menu entry the user does not have', async () => {
    const staff = await openSignedIn(
      suite,
      'staff',
      '/human-capital/prospective-employee',
      'desktop',
    );
    await staff.getByText(SESSION_MESSAGES.forbidden).waitFor();
    expect(await staff.getByText(PAGE_MESSAGES.notAvailableYet).count()).toBe(0);

    // Every module outside the menu, typed as an address (issue 25): the checklists, with no
    // row shown, and a module that is not built yet.
    for (const path of ['/portal/operation/checklist', '/portal/sales/brand-kpi']) {
      await staff.goto(`${suite.portal.baseUrl}${path}`);
      await staff.getByText(SESSION_MESSAGES.forbidden).waitFor();
      expect(await staff.getByRole('region', { name: 'Checklists' }).count(), path).toBe(0);
      expect(await staff.getByText(PAGE_MESSAGES.notAvailableYet).count(), path).toBe(0);
    }
    await screenshot(staff, 'shell-refused-desktop', { fullPage: false });
    // What the menu has still opens.
    await staff.goto(`${suite.portal.baseUrl}/portal/sales/sales-summary`);
    await staff.getByRole('heading', { name: 'Sales Summary', level: 1 }).waitFor();

    const admin = await openSignedIn(
      suite,
      'admin',
      '/human-capital/prospective-employee',
      'desktop',
    );
    await admin.getByRole('heading', { name: 'Prospective Employee', level: 1 }).waitFor();
    await admin.getByText(PAGE_MESSAGES.notAvailableYet).waitFor();
    await staff.context().close();
    await admin.context().close();
  });

  it('locks the screen until the password is typed again, across navigation and reload', async () => {
    const page = await suite.signedInPage('manager');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Lock Screen' }).click();
    await page.getByRole('heading', { name: 'Screen locked' }).waitFor();
    expect(await mainMenu(page).count()).toBe(0);

    await page.goto(`${suite.portal.baseUrl}/myaccount`);
    await page.getByRole('heading', { name: 'Screen locked' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Screen locked' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Personal Information' }).count()).toBe(0);

    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    // It names the password only: the lock screen knows who is signed in (issue 25).
    await page.getByText(LOGIN_MESSAGES.unlockFailed).waitFor();
    expect(await page.getByText(/username/i).count()).toBe(0);
    await screenshot(page, 'lock-screen-wrong-password', { fullPage: false });
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('tab', { name: 'Personal Information' }).waitFor();
    await page.context().close();
  });

  it('asks before logging out: No goes back, Exit now! ends the session', async () => {
    const page = await suite.signedInPage('manager');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: LOGOUT_MESSAGES.question }).waitFor();
    await page.getByRole('button', { name: LOGOUT_MESSAGES.cancel, exact: true }).click();
    await page.waitForURL('**/portal/sales/today');

    await page.goto(`${suite.portal.baseUrl}/exit`);
    await page.getByRole('button', { name: LOGOUT_MESSAGES.confirm }).click();
    await page.getByText(LOGOUT_MESSAGES.done).waitFor();
    await page.waitForURL('**/sign-in');
    await page.reload();
    await page.goto(`${suite.portal.baseUrl}/dashboard`);
    await page.waitForURL('**/sign-in?returnUrl=%2Fdashboard');
    await page.context().close();
  });

  it('collapses the sidebar on a desktop and turns it into a drawer on a phone', async () => {
    const desktop = await suite.signedInPage('admin');
    await mainMenu(desktop).waitFor();
    await screenshot(desktop, 'shell-desktop', { fullPage: false });
    await desktop.getByRole('button', { name: 'Toggle sidebar' }).click();
    await mainMenu(desktop).waitFor({ state: 'hidden' });
    await desktop.getByRole('button', { name: 'Toggle sidebar' }).click();
    await mainMenu(desktop).waitFor();

    const phone = await suite.signedInBlankPage('admin', 'phone');
    await phone.goto(`${suite.portal.baseUrl}/dashboard`);
    await phone.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await mainMenu(phone).count()).toBe(0);
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await screenshot(phone, 'shell-phone', { fullPage: false });
    await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = phone.getByRole('dialog');
    await mainMenu(phone).waitFor();
    await screenshot(phone, 'shell-phone-drawer', { fullPage: false });
    await drawer.getByRole('link', { name: 'Helpdesk' }).click();
    await phone.waitForURL('**/helpdesk-system');
    await drawer.waitFor({ state: 'detached' });
    await phone.getByRole('heading', { name: 'Helpdesk', level: 1 }).waitFor();
    expect(pathOf(phone)).toBe('/helpdesk-system');

    await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
    await mainMenu(phone).waitFor();
    await phone.keyboard.press('Escape');
    await mainMenu(phone).waitFor({ state: 'detached' });
    await desktop.context().close();
    await phone.context().close();
  });

  it('remembers the layout and skin of each user', async () => {
    const page = await suite.signedInPage('manager');
    await page.getByRole('button', { name: 'Layout and skin' }).click();
    await page.getByText('Boxed').click();
    await page.getByRole('button', { name: 'Teal skin' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Layout and skin' }).click();
    const teal = page.getByRole('button', { name: 'Teal skin' });
    await teal.waitFor();
    expect(await teal.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('radio', { name: 'Boxed' }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('shows My Account with personal information, accordions and the password tab', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openSignedIn(suite, 'staff', '/myaccount', viewport);
      await page.getByRole('tab', { name: 'Personal Information' }).waitFor();
      await page.getByText('1 Sep 2025 to 31 Dec 2026').waitFor();
      await page.getByRole('button', { name: 'Data Account' }).click();
      await page.getByText('Area Supervisor').first().waitFor();
      await page.getByRole('button', { name: 'Bank Account' }).click();
      // Masked to its last four digits until its owner asks (issue 25).
      await page.getByText('••••••8912').waitFor();
      expect(await page.getByText('0345678912').count()).toBe(0);
      // Both accordions still open: a click lands where the button stood a frame ago (on a phone
      // it missed the button about every second run).
      await waitUntilStill(page);
      // The server's answer first: a refusal then fails here with its status, not as a wait
      // for the number that never comes.
      const revealed = page.waitForResponse(/\/api\/auth\/bank_account$/);
      await page.getByRole('button', { name: 'Show number' }).click();
      const answer = await revealed;
      expect(`${answer.status()} ${await answer.text()}`).toMatch(/^200 /);
      await page.getByText('0345678912').waitFor();
      await screenshot(page, `my-account-bank-shown-${viewport}`, { fullPage: false });
      await page.getByRole('button', { name: 'Hide number' }).click();
      await page.getByText('••••••8912').waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `my-account-${viewport}`, { fullPage: false });
      await page.getByRole('tab', { name: 'Change Password' }).click();
      await page.getByRole('button', { name: 'Save Change' }).waitFor();
      await page.context().close();
    }
  });

  it('shows a clear panel where an embedded report has no address', async () => {
    const page = await openSignedIn(
      suite,
      'admin',
      '/portal/human-resources/hr-summary-powerbi',
      'desktop',
    );
    await page.getByText('This report is not configured').waitFor();
    await page.context().close();
  });
});
