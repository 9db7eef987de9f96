/**
 * Saved views (issue 26, point 7) in Chromium on the Today page: a staff member saves the filter
 * shown under a name as the Today page's default, and the page opened without a filter shows
 * that view (its call answered with the view); the view is renamed and deleted through 'Manage
 * views…'; and a view naming a company the user may no longer see opens with that company left
 * out and a notice, never a refusal. What the server holds is read through its API from the
 * test, as the staff member. The file changes views and grants, so it has a portal of its own.
 */
import type { SavedView, TodayAnswer } from '@outlet-pulse/contracts';
import { ChangeVersions } from '@outlet-pulse/server/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot } from './support/browser';
import { DEMO_PASSWORD } from './support/sign-in';
import { useBrowserAndOwnPortal } from './support/suite';

const TODAY_PATH = '/portal/sales/today';

describe('saved views', () => {
  const suite = useBrowserAndOwnPortal();

  /** The staff member's access token, signed in from the test (staff have no second factor). */
  async function staffToken(): Promise<string> {
    const response = await fetch(`${suite.portal.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: DEMO_PASSWORD, remember: false }),
    });
    const body = (await response.json()) as { data: { auth_token: string } };
    return body.data.auth_token;
  }

  async function views(method = 'GET', payload?: object): Promise<SavedView[] | SavedView> {
    const response = await fetch(`${suite.portal.baseUrl}/api/portal/views`, {
      method,
      headers: {
        authorization: `Bearer ${await staffToken()}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: SavedView[] | SavedView }).data;
  }
  const storedViews = async () => (await views()) as SavedView[];

  /** Opens the Today page and answers what its one call answered. */
  async function openToday(page: Page, search = ''): Promise<TodayAnswer> {
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/portal/sales/today',
    );
    await page.goto(`${suite.portal.baseUrl}${TODAY_PATH}${search}`);
    const response = await answered;
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: TodayAnswer }).data;
  }

  const savedViewsButton = (page: Page) => page.getByRole('button', { name: 'Saved views' });

  it('saves the filter shown as the default view, which the Today page then opens with; renames and deletes it', async () => {
    const page = await suite.signedInBlankPage('staff');
    await openToday(page, '?company=KCG03&type=STORES&group=O&outlet=All');

    // By keyboard: the button opens the menu, whose items the arrows reach.
    await savedViewsButton(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'No saved views yet.' }).waitFor();
    await page.getByRole('menuitem', { name: 'Save current view as…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the current view' });
    await dialog.getByText('KCG03 · STORES · O · all outlets').waitFor();
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.getByText('Give the view a name.').waitFor();
    await dialog.getByLabel('Name').fill('Bandung stores');
    await dialog.getByLabel('Open the Today page with this view').check();
    await expectFitsAndShoot(page, 'saved-views-save-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const [saved] = await storedViews();
    expect(saved).toMatchObject({
      name: 'Bandung stores',
      isDefault: true,
      filter: { companies: ['KCG03'], type: 'STORES', groups: ['O'], outlets: 'All' },
    });

    // Without a filter in the address the page shows the default view.
    const answer = await openToday(page);
    expect(answer.scope.view).toEqual({ id: saved?.id, name: 'Bandung stores' });
    expect(answer.scope.companies.map((company) => company.code)).toEqual(['KCG03']);
    await page.getByText(/^Showing Bandung stores · KCG03/).waitFor();

    // A second view with the same name is refused, and the dialog says why.
    await savedViewsButton(page).click();
    await page.getByRole('menuitem', { name: 'Save current view as…' }).click();
    await dialog.getByLabel('Name').fill('bandung STORES');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.getByText(/already have a view named/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await savedViewsButton(page).click();
    await page.getByRole('menuitem', { name: 'Manage views…' }).click();
    const manage = page.getByRole('dialog', { name: 'Your saved views' });
    await manage.getByRole('button', { name: 'Rename Bandung stores' }).waitFor();
    await expectFitsAndShoot(page, 'saved-views-manage', { fullPage: false });
    await manage.getByRole('button', { name: 'Rename Bandung stores' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename the view' });
    await rename.getByLabel('Name').fill('KCG03 stores');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await manage.getByRole('button', { name: 'Delete KCG03 stores' }).waitFor();
    expect((await storedViews()).map((view) => view.name)).toEqual(['KCG03 stores']);

    await manage.getByRole('button', { name: 'Stop using KCG03 stores as default' }).click();
    await manage.getByRole('button', { name: 'Make KCG03 stores the default' }).waitFor();
    expect((await storedViews())[0]?.isDefault).toBe(false);

    await manage.getByRole('button', { name: 'Delete KCG03 stores' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await manage.getByText('You have no saved views.').waitFor();
    expect(await storedViews()).toEqual([]);
    await page.context().close();
  });

  it('opens a view whose company was taken away with that company left out and a notice', async () => {
    const view = (await views('POST', {
      name: 'My brands',
      filter: { companies: ['KCG01', 'KCG03'], type: 'STORES', groups: ['O'], outlets: 'All' },
      isDefault: true,
    })) as SavedView;
    // The administrator takes KCG03 away from the staff member.
    const db = suite.portal.database.kysely;
    const staff = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'staff')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('user_companies')
      .where('user_id', '=', staff.id)
      .where('company_code', '=', 'KCG03')
      .execute();
    await new ChangeVersions(suite.portal.database).bump('auth');

    const page = await suite.signedInBlankPage('staff');
    const answer = await openToday(page);
    expect(answer.scope.view?.id).toBe(view.id);
    expect(answer.scope.droppedCompanies).toEqual(['KCG03']);
    expect(answer.scope.companies.map((company) => company.code)).toEqual(['KCG01']);
    const notice = page.getByRole('status').filter({ hasText: 'Part of this view is left out' });
    await notice.getByText(/KCG03/).waitFor();
    await expectFitsAndShoot(page, 'saved-views-dropped-company');

    await savedViewsButton(page).click();
    await page.getByRole('menuitem', { name: /^My brands/ }).waitFor();
    await expectFitsAndShoot(page, 'saved-views-menu', { fullPage: false });
    await page
      .getByRole('menuitem', { name: /^My brands/ })
      .getByText('KCG03 no longer yours')
      .waitFor();
    await page.keyboard.press('Escape');
    expect((await storedViews())[0]?.droppedCompanies).toEqual(['KCG03']);
    await page.context().close();
  });
});
