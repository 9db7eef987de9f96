/**
 * docs/data.md's "Run it on your own data" in Chromium, on a portal with no data and no user:
 * the first administrator made on the printed set-up link's page, signed in on the sign-in
 * page, all the files of samples/starter/ chosen at once on the data import screen, checked and
 * loaded as one import; then the sales summary shows the starter group, its year to date and
 * October the sums taken from the CSV files here. Screenshots of the checked bundle and of the
 * sales summary at 1366 and 390 px.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot, screenshot } from './support/browser';
import { openSalesPage, SALES_SUMMARY_PATH } from './support/sales';
import { signInByApi } from './support/session';
import { setUpSecondFactor } from './support/sign-in';
import { useBrowserAndOwnPortal } from './support/suite';

const STARTER_DIR = path.resolve(import.meta.dirname, '../samples/starter');
const OWNER = { username: 'owner', password: 'starter set owner 2026' };
const LAST_DAY = '2026-10-31';

type Row = Record<string, string>;

/** A CSV of the starter set (no quotes in it): one record a line under the header's names. */
async function readRows(name: string): Promise<Row[]> {
  const [header = '', ...lines] = (await readFile(path.join(STARTER_DIR, name), 'utf8'))
    .trimEnd()
    .split('\n');
  const names = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((column, index) => [column, cells[index] ?? '']));
  });
}

/** Nett of the outlets a sales filter selects, over the days from `from` to `to`. */
async function nettFromFiles(filter: Record<string, string>, from: string, to: string) {
  const groups = (filter.group ?? '').split(',');
  const outlets = new Set(
    (await readRows('outlets.csv'))
      .filter(
        (outlet) =>
          (filter.company === 'TOTAL' || outlet.company === filter.company) &&
          outlet.type === filter.type &&
          (groups.includes('TOTALKCG') || groups.includes(outlet.group ?? '')),
      )
      .map((outlet) => outlet.outlet_id),
  );
  let nett = 0;
  for (const row of await readRows('daily-sales.csv')) {
    const day = row.date ?? '';
    if (outlets.has(row.outlet_id) && day >= from && day <= to) nett += Number(row.nett);
  }
  return nett;
}

async function kpiValue(page: Page, id: string): Promise<number | null> {
  const value = await page.locator(`[data-kpi="${id}"]`).first().getAttribute('data-value');
  return value === null ? null : Number(value);
}

describe('the starter set on an empty portal', () => {
  const suite = useBrowserAndOwnPortal({ empty: true });

  it('loads all its files as one import on the screen and shows their sales', async () => {
    const page = await suite.page({ width: 1366, height: 900 });
    await page.goto(`${suite.portal.baseUrl}/setup/${suite.portal.setupToken}`);
    for (const [label, value] of [
      ['Username', OWNER.username],
      ['Name', 'Group Owner'],
      ['E-mail', 'owner@group.example'],
      ['Password', OWNER.password],
      ['Password again', OWNER.password],
    ] as const) {
      await page.getByLabel(new RegExp(`^${label}( \\*)?$`)).fill(value);
    }
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await page.getByText('Administrator created').waitFor();
    // The set-up signs the administrator in; the role's second factor is set up straight after.
    await setUpSecondFactor(page, OWNER.username);
    await page.goto(`${suite.portal.baseUrl}/system/data-import`);
    await page.getByRole('heading', { name: 'Data Import', level: 1 }).waitFor();
    await page.getByText('Several files or a .zip').click();
    const names = await readdir(STARTER_DIR);
    expect(names).toHaveLength(10);
    await page
      .locator('input[type=file]')
      .setInputFiles(names.map((name) => path.join(STARTER_DIR, name)));
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await page.getByText('All 10 files are valid').waitFor({ timeout: 60_000 });
    await screenshot(page, 'starter-set-checked');

    await page.getByRole('button', { name: /^Load [\d.,]+ rows$/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Yes, load/ })
      .click();
    await page
      .getByText(/Loaded as IMP\d{4}[A-Z0-9]{5}/)
      .first()
      .waitFor({ timeout: 60_000 });

    for (const [viewport, width] of [
      ['desktop', 1366],
      ['phone', 390],
    ] as const) {
      const summaryPage = width === 1366 ? page : await suite.page({ width, height: 844 });
      if (summaryPage !== page) {
        await signInByApi(
          summaryPage.context(),
          suite.portal.baseUrl,
          OWNER.username,
          OWNER.password,
        );
      }
      const { query } = await openSalesPage(
        summaryPage,
        `${suite.portal.baseUrl}${SALES_SUMMARY_PATH}`,
        'chartsalessummary',
      );
      await summaryPage.getByText('Data until 31 Oct 2026').first().waitFor();
      await summaryPage.locator('[data-kpi="ytd-nett"]').first().waitFor();
      expect(await kpiValue(summaryPage, 'ytd-nett')).toBe(
        await nettFromFiles(query, '2026-01-01', LAST_DAY),
      );
      expect(await kpiValue(summaryPage, 'mtd-nett')).toBe(
        await nettFromFiles(query, '2026-10-01', LAST_DAY),
      );
      await expectFitsAndShoot(summaryPage, `starter-set-sales-summary-${viewport}`);
    }
  });
});
