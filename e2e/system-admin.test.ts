/**
 * The System screens in Chromium: an administrator creates a branch (a missing field shows the
 * spec's message; saving asks first), finds it, edits it and sees both changes in the audit
 * log, timed in the group's time zone; is refused deleting a branch with sales and deactivates
 * it instead; then creates a user with two companies, and that user, after the forced password
 * change, sees only those two companies in the sales filter.
 */
import { FORM_MESSAGES, formatDateTime, PASSWORD_MESSAGES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot, hasHorizontalScroll, screenshot } from './support/browser';
import { choose, chooseMany, confirmSave } from './support/forms';
import { PORTAL_TIME_ZONE } from './support/portal';
import { openSignedIn } from './support/session';
import { signIn } from './support/sign-in';
import { useBrowserAndOwnPortal } from './support/suite';

const BRANCH_ID = 'KCG01-E2E1';
/** A demo branch with sales: it cannot be deleted. */
const BRANCH_WITH_SALES = 'KCG01-0002';

/** Every minute from `start` to `end` as the portal shows a time ('5 Dec 2026, 15:43'). */
function minutesBetween(start: Date, end: Date): string[] {
  const shown = new Set<string>();
  for (let at = start.getTime() - 60_000; at <= end.getTime() + 60_000; at += 30_000) {
    shown.add(formatDateTime(new Date(at), PORTAL_TIME_ZONE));
  }
  return [...shown];
}

describe('the System screens', () => {
  // A portal of the file's own: it adds a branch and a user, and closes a branch with sales.
  const suite = useBrowserAndOwnPortal();

  const adminPage = (path: string, width = 1280) =>
    openSignedIn(suite, 'admin', path, { width, height: 900 });

  it('creates a branch after a missing field and a confirmation, finds it, edits it, and audits both', async () => {
    const started = new Date();
    const page = await adminPage('/system/branch');
    await page.getByRole('heading', { name: 'Branch', level: 1 }).waitFor();
    await page.getByRole('button', { name: /New branch/ }).click();
    const form = page.getByRole('dialog', { name: 'New branch' });
    await form.getByLabel('Id Branch').fill(BRANCH_ID);
    await form.getByLabel('Description').fill('Pop-up store for the browser test');
    await form.getByLabel('Email').fill('popup@stores.kcg.example');
    await choose(form, 'Company', 'KCG01', /^KCG01/);
    await choose(form, 'Type', 'STO', /STORE/);
    await choose(form, 'Group', '', /.+/);
    await form.getByLabel('City').fill('Jakarta');
    await form.getByLabel('Open date').fill('2026-11-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(FORM_MESSAGES.branchNameRequired).waitFor();
    await screenshot(page, 'system-branch-form-error');

    await form.getByLabel('Branch Name').fill('ARUNA POP-UP E2E');
    await form.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await page.getByRole('alert').filter({ hasText: 'Branch saved' }).waitFor();
    await form.waitFor({ state: 'hidden' });

    await page.getByLabel('Search branches').fill('POP-UP E2E');
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'POP-UP E2E');
    const table = page
      .getByRole('table', { name: 'Branches' })
      .or(page.getByRole('region', { name: 'Branches' }));
    await table.first().getByText(BRANCH_ID).waitFor();
    await screenshot(page, 'system-branch-found');

    await page.getByRole('button', { name: `Edit ${BRANCH_ID} ARUNA POP-UP E2E` }).click();
    const edit = page.getByRole('dialog', { name: `Edit branch ${BRANCH_ID}` });
    await edit.getByLabel('Branch Name').fill('ARUNA POP-UP RENAMED');
    await edit.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await page.getByRole('alert').filter({ hasText: 'Branch saved' }).waitFor();
    await page.getByLabel('Search branches').fill('RENAMED');
    await table.first().getByText('ARUNA POP-UP RENAMED').waitFor();

    await page.goto(`${suite.portal.baseUrl}/system/audit-log?entity=branch`);
    const audit = page
      .getByRole('table', { name: 'Audit log' })
      .or(page.getByRole('region', { name: 'Audit log' }));
    const rows = audit.first().getByRole('row').filter({ hasText: BRANCH_ID });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    const created = rows.filter({ hasText: 'CREATED' });
    await created.waitFor();
    // When, in the group's time zone (Jakarta) and the portal's one short form, whatever the
    // browser's own zone: '28 Nov 2026, 23:41'.
    const when = (await created.first().locator('time').textContent()) ?? '';
    expect(minutesBetween(started, new Date())).toContain(when.trim());
    const updated = rows.filter({ hasText: 'UPDATED' });
    await updated.getByText(/ARUNA POP-UP E2E/).waitFor();
    await updated.getByText(/ARUNA POP-UP RENAMED/).waitFor();
    await screenshot(page, 'system-audit-log');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('is refused deleting a branch with sales, and deactivates it instead with one button', async () => {
    const page = await adminPage(`/system/branch?keyword=${BRANCH_WITH_SALES}`, 1366);
    await page.getByRole('heading', { name: 'Branch', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^Delete ${BRANCH_WITH_SALES} `) })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete it!' }).click();
    const offer = page.getByRole('dialog', {
      name: new RegExp(`^Deactivate branch ${BRANCH_WITH_SALES} `),
    });
    await offer.getByText(/has sales.*so it cannot be deleted/).waitFor();
    await expectFitsAndShoot(page, 'system-branch-refused-delete-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsAndShoot(page, 'system-branch-refused-delete-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await offer.getByRole('button', { name: 'Deactivate instead' }).click();
    await page.getByRole('alert').filter({ hasText: 'Branch deactivated' }).waitFor();
    const list = page
      .getByRole('table', { name: 'Branches' })
      .or(page.getByRole('region', { name: 'Branches' }));
    await list.first().getByText('CLOSED').waitFor();
  });

  it('creates a user with two companies who then sees only those companies, and a third once edited', async () => {
    const page = await adminPage('/system/user');
    await page.getByRole('button', { name: /New user/ }).click();
    const form = page.getByRole('dialog', { name: /New user/ });
    await form.getByLabel('Username').fill('e2e.two.brands');
    await choose(form, 'Employee', '3000', /· 3000\d$/);
    await choose(form, 'Role', 'Staff', 'Staff');
    await chooseMany(form, 'Companies', [/KCG01/, /KCG02/]);
    await screenshot(page, 'system-user-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    const issued = page.getByRole('dialog').filter({ hasText: 'Temporary password' });
    const password = await issued.getByLabel('Temporary password').inputValue();
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    await screenshot(page, 'system-user-temporary-password');

    const userPage = await suite.page({ width: 1280, height: 900 });
    await signIn(userPage, suite.portal.baseUrl, 'e2e.two.brands', password);
    const change = userPage.getByRole('dialog', { name: 'Change your default password' });
    await change.getByLabel('Current password').fill(password);
    await change.getByLabel('New password', { exact: true }).fill('two-brands-2026');
    await change.getByLabel('Confirm new password').fill('two-brands-2026');
    await change.getByRole('button', { name: 'Change password' }).click();
    // The sign-in page says so, and so does the toast of the change.
    await userPage.getByText(PASSWORD_MESSAGES.changedTitle).first().waitFor();
    await signIn(userPage, suite.portal.baseUrl, 'e2e.two.brands', 'two-brands-2026');

    await userPage.goto(`${suite.portal.baseUrl}/portal/sales/sales-summary`);
    const company = userPage.getByRole('combobox', { name: 'Company', exact: true });
    await company.click({ force: true });
    const options = await userPage.getByRole('option').allTextContents();
    expect(options.filter((option) => !['TOTAL', 'All'].includes(option))).toEqual([
      'Aruna Apparel',
      'Langkah Footwear',
    ]);
    await screenshot(userPage, 'system-user-sees-two-companies');

    // The administrator gives the user a third company through Edit; the user's next page
    // offers it.
    await page.keyboard.press('Escape');
    await issued.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Edit e2e.two.brands' }).click();
    const edit = page.getByRole('dialog', { name: /e2e\.two\.brands/ });
    await chooseMany(edit, 'Companies', [/KCG03/]);
    await edit.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await page.getByText('e2e.two.brands is saved').first().waitFor();
    await userPage.reload();
    await company.click({ force: true });
    await expect
      .poll(async () =>
        (await userPage.getByRole('option').allTextContents()).filter(
          (option) => !['TOTAL', 'All'].includes(option),
        ),
      )
      .toEqual(['Aruna Apparel', 'Langkah Footwear', 'Nusa Denim']);
  });

  it('fits every System screen at desktop and phone width', async () => {
    const screens = [
      'user',
      'branch',
      'subbranch',
      'region',
      'period-control',
      'role',
      'audit-log',
    ];
    for (const [width, name] of [
      [1280, 'desktop'],
      [390, 'phone'],
    ] as const) {
      const page = await adminPage('/dashboard', width);
      for (const screen of screens) {
        const search = screen === 'role' ? '?role=sales-manager' : '';
        await page.goto(`${suite.portal.baseUrl}/system/${screen}${search}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await hasHorizontalScroll(page), `${screen} at ${width}`).toBe(false);
        await screenshot(page, `system-${name}-${screen}`);
      }
      await page.context().close();
    }
  });
});
