/**
 * System → Employee in Chromium: an administrator creates an employee (a missing field shows its
 * message; saving asks first), finds and edits it, gives it a sign-in from its row (the User
 * screen's new-user form opens with the employee chosen), is then told why it cannot be deleted
 * and deactivates it instead. The list and the form fit a desktop and a phone.
 */
import { EMPLOYEE_MESSAGES } from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot } from './support/browser';
import { choose, chooseMany, confirmSave } from './support/forms';
import { openSignedIn } from './support/session';
import { useBrowserAndOwnPortal } from './support/suite';

const EMPLOYEE_ID = 'E2E-7001';
const NAME = 'Dewi Kartika';

describe('the Employee screen', () => {
  // A portal of the file's own: it adds an employee and a user.
  const suite = useBrowserAndOwnPortal();

  const adminPage = (path: string, width = 1366) =>
    openSignedIn(suite, 'admin', path, { width, height: 900 });

  const listOf = (page: Page) =>
    page
      .getByRole('table', { name: 'Employees' })
      .or(page.getByRole('region', { name: 'Employees' }))
      .first();

  async function search(page: Page, keyword: string) {
    await page.getByLabel('Search employees').fill(keyword);
    await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
  }

  it('creates, edits, gives a sign-in, and refuses to delete an employee who signs in', async () => {
    const page = await adminPage('/system/employee');
    await page.getByRole('heading', { name: 'Employee', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New employee' }).click();
    const form = page.getByRole('dialog', { name: 'New employee' });
    await form.getByLabel('Employee ID').fill(EMPLOYEE_ID);
    await form.getByLabel('Email').fill('dewi.kartika@staff.kcg.example');
    await form.getByLabel('Hired date').fill('2026-03-02');
    await choose(form, 'Job status', 'Contr', 'C · Contract');
    await choose(form, 'Level', 'Jun', 'J · Junior');
    await choose(form, 'Company', 'KCG01', /^KCG01/);
    await form.getByLabel('Division').fill('Retail');
    await form.getByLabel('Structure ID').fill('D11');
    await form.getByLabel('Structure name').fill('Area Jakarta');
    await form.getByLabel('Department ID').fill('DP11');
    await form.getByLabel('Department name').fill('Area Management');
    await form.getByLabel('Job title ID').fill('JT05');
    await form.getByLabel('Job title name').fill('Store Crew');
    await form.getByLabel('Grade ID').fill('G03');
    await form.getByLabel('Grade name').fill('Crew');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(EMPLOYEE_MESSAGES.nameRequired).waitFor();
    await expectFitsAndShoot(page, 'system-employee-form-desktop', { fullPage: false });

    await form.getByLabel(/^Name/).fill(NAME);
    await form.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await page.getByRole('alert').filter({ hasText: 'Employee saved' }).waitFor();
    await form.waitFor({ state: 'hidden' });

    await search(page, EMPLOYEE_ID);
    await listOf(page).getByText(NAME).waitFor();
    await expectFitsAndShoot(page, 'system-employee-list-desktop');

    await page.getByRole('button', { name: `Edit ${EMPLOYEE_ID} ${NAME}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit employee ${EMPLOYEE_ID}` });
    // The whole record is read first: the form shows what the list does not hold.
    await expect.poll(() => edit.getByLabel('Grade name').inputValue()).toBe('Crew');
    await edit.getByLabel('Job title name').fill('Store Supervisor');
    await edit.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await page.getByRole('alert').filter({ hasText: 'Employee saved' }).waitFor();
    await listOf(page)
      .getByText(/Store Supervisor/)
      .waitFor();

    await page.getByRole('link', { name: `Give sign-in to ${NAME}` }).click();
    const newUser = page.getByRole('dialog', { name: /New user/ });
    await expect
      .poll(() =>
        newUser
          .getByRole('textbox', { name: 'Employee' })
          .or(newUser.getByRole('combobox', { name: 'Employee' }))
          .first()
          .inputValue(),
      )
      .toBe(`${NAME} · ${EMPLOYEE_ID}`);
    await newUser.getByLabel('Username').fill('dewi.kartika');
    await choose(newUser, 'Role', 'Staff', 'Staff');
    await chooseMany(newUser, 'Companies', [/KCG01/]);
    await newUser.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await page.getByRole('dialog').filter({ hasText: 'Temporary password' }).waitFor();

    await page.goto(`${suite.portal.baseUrl}/system/employee?keyword=${EMPLOYEE_ID}`);
    const row = listOf(page);
    await row.getByText('Has a user').waitFor();
    await page.getByRole('button', { name: `Delete ${EMPLOYEE_ID} ${NAME}` }).click();
    await page.getByRole('button', { name: 'Yes, Delete it!' }).click();
    // The refusal says why, and offers to deactivate the employee instead.
    const offer = page.getByRole('dialog', { name: `Deactivate employee ${EMPLOYEE_ID} ${NAME}?` });
    await offer.getByText('a user who signs in as them (dewi.kartika)').waitFor();
    await offer.getByText('Deactivate it instead').waitFor();
    await expectFitsAndShoot(page, 'system-employee-refused-delete', { fullPage: false });
    await offer.getByRole('button', { name: 'Deactivate instead' }).click();
    await page.getByRole('alert').filter({ hasText: 'Employee deactivated' }).waitFor();
    await row.getByText('INACTIVE').waitFor();

    // The status filter lives in the address, beside the search.
    await page
      .getByRole('textbox', { name: 'Status' })
      .or(page.getByRole('combobox', { name: 'Status' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('active') === 'active');
    await page.getByText(`No employees match “${EMPLOYEE_ID}”.`).waitFor();
    await page.goto(
      `${suite.portal.baseUrl}/system/employee?keyword=${EMPLOYEE_ID}&active=inactive`,
    );
    await row.getByText(NAME).waitFor();
    await row.getByText(NAME).waitFor();
  });

  it('fits the list and the form on a phone', async () => {
    const page = await adminPage('/system/employee', 390);
    await page.getByRole('heading', { name: 'Employee', level: 1 }).waitFor();
    await page.getByText('Has a user').first().waitFor();
    await expectFitsAndShoot(page, 'system-employee-list-phone');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: /^Edit employee / });
    await expect.poll(() => edit.getByLabel('Grade name').inputValue()).not.toBe('');
    await expectFitsAndShoot(page, 'system-employee-form-phone', { fullPage: false });
  });
});
