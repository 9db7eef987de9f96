/**
 * Several files at once on the data import screen in Chromium: the sample daily and category
 * sales chosen together show each file's report, load together after a confirmation, land in
 * the history one row per file and in the database adding up; a bundle with a file of no kind
 * shows why and offers no load, on a phone too.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot, screenshot } from './support/browser';
import { openDataImport } from './support/data-import';
import { useBrowserAndOwnPortal } from './support/suite';

const SAMPLES = path.resolve(import.meta.dirname, '../samples/imports');

async function sample(name: string) {
  return { name, mimeType: 'text/csv', buffer: await readFile(path.join(SAMPLES, name)) };
}

describe('an import of several files on the data import screen', () => {
  // A portal of the file's own: it loads data into it.
  const suite = useBrowserAndOwnPortal();

  async function importPage(width: number): Promise<Page> {
    const page = await openDataImport(suite, width);
    await page.getByText('Several files or a .zip').click();
    return page;
  }

  it('checks the sample daily and category sales together, loads both, and keeps both in the history', async () => {
    const page = await importPage(1366);
    await page
      .locator('input[type=file]')
      .setInputFiles([await sample('category-sales.csv'), await sample('daily-sales.csv')]);
    const chosen = page.getByRole('list', { name: 'Chosen files' });
    await chosen.getByText('Daily sales per category').waitFor();
    await chosen.getByText('Daily sales', { exact: true }).waitFor();
    await screenshot(page, 'data-import-bundle-choose');

    await page.getByRole('button', { name: 'Upload and check' }).click();
    await page.getByText('All 2 files are valid').waitFor();
    // In the order they load: the day before its categories.
    const sections = page.getByRole('region', { name: /\.csv$/ });
    expect(await sections.evaluateAll((nodes) => nodes.map((node) => node.ariaLabel))).toEqual([
      'daily-sales.csv',
      'category-sales.csv',
    ]);
    await screenshot(page, 'data-import-bundle-report');

    await page.getByRole('button', { name: 'Load 50 rows' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Yes, load 50 rows/ })
      .click();
    await page.getByText(/Loaded as IMP\d{4}[A-Z0-9]{5}: \d+ inserted, \d+ updated/).waitFor();
    await screenshot(page, 'data-import-bundle-loaded');

    const history = page.getByRole('region', { name: 'Import history' });
    await history.getByRole('row').filter({ hasText: 'daily-sales.csv' }).first().waitFor();
    await history.getByRole('row').filter({ hasText: 'category-sales.csv' }).first().waitFor();

    // Independently of the server's rule: every day of the file adds up in the database.
    const daily = (await readFile(path.join(SAMPLES, 'daily-sales.csv'), 'utf8'))
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(','));
    for (const [outlet, day, gross, , , , nett] of daily) {
      const sums = await suite.portal.database.kysely
        .selectFrom('daily_category_sales')
        .select((eb) => eb.fn.sum<number>('gross').as('gross'))
        .select((eb) => eb.fn.sum<number>('nett').as('nett'))
        .where('outlet_id', '=', outlet as string)
        .where('sale_date', '=', day as string)
        .executeTakeFirstOrThrow();
      expect([Number(sums.gross), Number(sums.nett)]).toEqual([Number(gross), Number(nett)]);
    }
  });

  it('shows why a bundle cannot load, and offers no load, on a phone', async () => {
    const page = await importPage(390);
    await page
      .locator('input[type=file]')
      .setInputFiles([
        await sample('daily-sales.csv'),
        { name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
      ]);
    await page.getByRole('list', { name: 'Chosen files' }).getByText('No kind').waitFor();
    await expectFitsAndShoot(page, 'data-import-bundle-choose-phone');
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await page.getByText(/^unknown file name sales\.csv: it must start with one of/).waitFor();
    expect(await page.getByRole('button', { name: /^Load / }).count()).toBe(0);
    await expectFitsAndShoot(page, 'data-import-bundle-problems-phone');
  });

  it('shows the problems of each file under its name, and offers no load', async () => {
    const page = await importPage(1366);
    const outlets = [
      'outlet_id,name,company,type,group,city,open_date',
      'KCG01-0990,ARUNA BUNDLE TEST,KCG01,STORES,O,Jakarta,2026-10-01',
      'KCG01-0991,ARUNA BUNDLE TEST 2,KCG99,STORES,O,Jakarta,2026-10-01',
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles([
        await sample('daily-sales.csv'),
        { name: 'outlets-new.csv', mimeType: 'text/csv', buffer: Buffer.from(outlets) },
      ]);
    await page.getByRole('button', { name: 'Upload and check' }).click();
    const file = page.getByRole('region', { name: 'outlets-new.csv' });
    await file.getByText('unknown company KCG99').waitFor();
    await page.getByText('1 problem — nothing will be loaded').waitFor();
    expect(await page.getByRole('button', { name: /^Load / }).count()).toBe(0);
    await expectFitsAndShoot(page, 'data-import-bundle-problems');
  });
});
