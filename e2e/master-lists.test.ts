/**
 * System → Company, Product Category, Outlet Type and Outlet Group in Chromium: on each screen an
 * administrator creates an entry (an empty name shows the list's message; saving asks first),
 * finds and renames it, deletes it, and is refused deleting a code the portal needs: one that
 * data refers to (the reason, then the offer to deactivate it, taken) or a default of the sales
 * filter (the reason). An inactive outlet type is not offered for a new branch. The list and
 * the form fit a desktop and a phone.
 */
import { CODE_LISTS, type CodeListKind, NOTICE } from '@outlet-pulse/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot, VIEWPORTS } from './support/browser';
import { openSignedIn } from './support/session';
import { useBrowserAndOwnPortal } from './support/suite';

/** Per screen: its menu title, a new code, and a code whose delete is refused, and why. */
const SCREENS: {
  kind: CodeListKind;
  title: string;
  code: string;
  refused: { code: string; offersDeactivation: boolean; reason: RegExp };
}[] = [
  {
    kind: 'company',
    title: 'Company',
    code: 'E2E-CO',
    refused: { code: 'KCG01', offersDeactivation: true, reason: /is used by outlets/ },
  },
  {
    kind: 'product-category',
    title: 'Product Category',
    code: 'E2E-CAT',
    refused: { code: 'TOPS', offersDeactivation: true, reason: /is used by category sales/ },
  },
  {
    kind: 'outlet-type',
    title: 'Outlet Type',
    code: 'E2E-TYPE',
    refused: {
      code: 'STORES',
      offersDeactivation: false,
      reason: /may be renamed but not deleted/,
    },
  },
  {
    kind: 'outlet-group',
    title: 'Outlet Group',
    code: 'E2E-GRP',
    refused: { code: 'O', offersDeactivation: false, reason: /may be renamed but not deleted/ },
  },
];

describe('the code list screens', () => {
  // A portal of the file's own: it deactivates a company, a category and more.
  const suite = useBrowserAndOwnPortal();

  const adminPage = (path: string, width: number = VIEWPORTS.desktop.width) =>
    openSignedIn(suite, 'admin', path, { width, height: 900 });

  async function confirm(page: Page, button: string) {
    await page.getByRole('dialog').getByRole('button', { name: button }).click();
  }

  /** Waits for the portal's notice that says `text`. */
  const notice = (page: Page, text: string | RegExp) =>
    page.getByRole('alert').filter({ hasText: text }).waitFor();

  /** Saves `form`, answers yes to the question before it, and waits for the notice `saved`. */
  async function save(form: Locator, saved: string) {
    await form.getByRole('button', { name: 'Save' }).click();
    await confirm(form.page(), NOTICE.confirmButton);
    await notice(form.page(), saved);
  }

  const listOf = (page: Page, title: string) =>
    page
      .getByRole('table', { name: title })
      .or(page.getByRole('region', { name: title }))
      .first();

  async function search(page: Page, many: string, keyword: string) {
    await page.getByLabel(`Search ${many}`).fill(keyword);
    await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
  }

  for (const { kind, title, code, refused } of SCREENS) {
    const { one, many, title: listTitle, codeLabel, nameLabel } = CODE_LISTS[kind];
    const One = `${one.charAt(0).toUpperCase()}${one.slice(1)}`;

    it(`${title}: creates, renames and deletes an entry, and is refused deleting ${refused.code}`, async () => {
      const page = await adminPage(`/system/${kind}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('button', { name: `New ${one}` }).click();
      const form = page.getByRole('dialog', { name: `New ${one}` });
      await form.getByLabel(codeLabel).fill(code);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(`${nameLabel} is required`).waitFor();
      await form.getByLabel(nameLabel).fill('E2E ENTRY');
      await save(form, `${One} saved`);
      await form.waitFor({ state: 'hidden' });

      await search(page, many, code);
      const list = listOf(page, listTitle);
      await list.getByText('E2E ENTRY').waitFor();
      await page.getByRole('button', { name: `Edit ${code} E2E ENTRY` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${one} ${code}` });
      await edit.getByLabel(nameLabel).fill('E2E RENAMED');
      await save(edit, `${One} saved`);
      await list.getByText('E2E RENAMED').waitFor();

      await page.getByRole('button', { name: `Delete ${code} E2E RENAMED` }).click();
      await confirm(page, 'Yes, Delete it!');
      await notice(page, `${One} deleted`);
      await list.getByText('E2E RENAMED').waitFor({ state: 'detached' });

      await search(page, many, refused.code);
      const row = page.getByRole('button', { name: new RegExp(`^Delete ${refused.code} `) });
      await row.first().click();
      await confirm(page, 'Yes, Delete it!');
      if (refused.offersDeactivation) {
        const offer = page.getByRole('dialog').filter({ hasText: refused.reason });
        await offer.waitFor();
        await expectFitsAndShoot(page, `system-${kind}-refused-delete`);
        await offer.getByRole('button', { name: 'Deactivate instead' }).click();
        await notice(page, `${One} deactivated`);
        await list.getByText('INACTIVE').first().waitFor();
      } else {
        await notice(page, refused.reason);
      }
    });
  }

  it('does not offer an inactive outlet type for a new branch', async () => {
    const page = await adminPage('/system/outlet-type');
    await page.getByRole('button', { name: 'New outlet type' }).click();
    const form = page.getByRole('dialog', { name: 'New outlet type' });
    await form.getByLabel('Type Code').fill('E2E-OFF');
    await form.getByLabel('Type Name').fill('E2E RETIRED');
    await form.getByLabel('Active').uncheck();
    await save(form, 'Outlet type saved');
    await listOf(page, 'Outlet Types').getByText('INACTIVE').first().waitFor();

    await page.goto(`${suite.portal.baseUrl}/system/branch`);
    await page.getByRole('button', { name: 'New branch' }).click();
    const branch = page.getByRole('dialog', { name: 'New branch' });
    const type = branch
      .getByRole('textbox', { name: 'Type' })
      .or(branch.getByRole('combobox', { name: 'Type' }));
    await type.first().click();
    await page.getByRole('option', { name: 'STORES' }).first().waitFor();
    expect(await page.getByRole('option', { name: 'E2E RETIRED' }).count()).toBe(0);
  });

  it('fits each list and form at desktop and phone width', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await adminPage(`/system/${SCREENS[0]?.kind}`, viewport.width);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (const { kind, title, refused } of SCREENS) {
        await page.goto(`${suite.portal.baseUrl}/system/${kind}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        const row = page.getByRole('button', { name: new RegExp(`^Edit ${refused.code} `) });
        await row.first().waitFor();
        await expectFitsAndShoot(page, `system-${kind}-list-${name}`);
        await page.getByRole('button', { name: `New ${CODE_LISTS[kind].one}` }).click();
        await page.getByRole('dialog', { name: `New ${CODE_LISTS[kind].one}` }).waitFor();
        await expectFitsAndShoot(page, `system-${kind}-form-${name}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
      await page.context().close();
    }
  });
});
