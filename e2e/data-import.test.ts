/**
 * The data import screen in Chromium: a file with bad rows shows every problem and offers no
 * load; a lone daily-sales file whose days' category rows it would leave apart is told to load
 * with its category-sales file; a good file shows its preview, loads after a confirmation with
 * a progress bar, and lands in the history (its name wrapping only between words) and in the
 * database.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFitsAndShoot, screenshot } from './support/browser';
import { openDataImport } from './support/data-import';
import { useBrowserAndOwnPortal } from './support/suite';

const HEADER = 'outlet_id,date,gross,markdown,vip,promo,nett,units,transactions';
const DAYS = ['2026-11-01', '2026-11-02', '2026-11-03'];
const GOOD_FILE_NAME = 'daily_sales_november_2026_first_days_of_two_outlets.csv';

/** The characters after which an element's text goes on to a new line, in reading order. */
function charactersBeforeLineBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const characters: { character: string; top: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (rect) characters.push({ character: text.charAt(index), top: rect.top });
      }
    }
    return characters.flatMap((each, index) => {
      const next = characters[index + 1];
      return next && next.top > each.top + 2 ? [each.character] : [];
    });
  });
}

describe('the data import screen', () => {
  // A portal of the file's own: it loads data into it.
  const suite = useBrowserAndOwnPortal();
  let outlets: string[];

  beforeAll(async () => {
    const rows = await suite.portal.database.kysely
      .selectFrom('outlets')
      .select('id')
      .where('close_date', 'is', null)
      .orderBy('id')
      .limit(2)
      .execute();
    outlets = rows.map((row) => row.id);
  });

  const importPage = (width: number) => openDataImport(suite, width);

  async function upload(page: Page, name: string, text: string) {
    await page.getByRole('radio', { name: 'Daily sales', exact: true }).check({ force: true });
    await page.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
    await page.getByRole('button', { name: 'Upload and check' }).click();
  }

  const goodFile = () =>
    [
      HEADER,
      ...outlets.flatMap((outlet, index) =>
        DAYS.map((day, dayIndex) => {
          const gross = 3_000_000 + 100_000 * (index + dayIndex);
          return `${outlet},${day},${gross},150000,0,50000,${gross - 200_000},20,9`;
        }),
      ),
    ].join('\n');

  it('lists every problem of a bad file and loads nothing', async () => {
    const page = await importPage(1280);
    const bad = [
      HEADER,
      `KCG01-0999,2026-11-01,100000,0,0,0,100000,1,1`,
      `${outlets[0]},2026-02-30,100000,0,0,0,100000,1,1`,
      `${outlets[0]},2026-11-02,100000,10000,0,0,100000,1,1`,
    ].join('\n');
    await upload(page, 'bad-sales.csv', bad);
    const problems = page.getByRole('region', { name: 'Problems' });
    await problems.waitFor();
    for (const reason of [
      'unknown outlet KCG01-0999',
      'date 2026-02-30 is not a date',
      'nett does not equal gross − discounts',
    ]) {
      await problems.getByText(reason).waitFor();
    }
    expect(await page.getByRole('button', { name: /^Load / }).count()).toBe(0);
    await screenshot(page, 'data-import-problems');
  });

  it('tells a lone daily-sales file that its category rows would not add up to load it with its category-sales file', async () => {
    const page = await importPage(1366);
    // The sample's October days differ from the demo's, whose category rows add up to the demo's.
    const sample = await readFile(
      path.resolve(import.meta.dirname, '../samples/imports/daily-sales.csv'),
      'utf8',
    );
    await upload(page, 'daily-sales.csv', sample);
    const refusal = page.getByRole('alert').filter({ hasText: 'nothing will be loaded' });
    await refusal
      .getByText(
        /do not add up to that day's \w+: load it together with its category-sales file \(same import or a zip\)\.$/,
      )
      .waitFor();
    // A problem of the file as a whole, not of its first line.
    expect(await page.getByText('Whole row').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Problems' }).count()).toBe(0);
    await expectFitsAndShoot(page, 'data-import-lone-daily-sales-1366');
    await page.setViewportSize({ width: 390, height: 900 });
    await expectFitsAndShoot(page, 'data-import-lone-daily-sales-390');
  });

  it('previews a good file, loads it after a confirmation, and keeps it in the history', async () => {
    const page = await importPage(1280);
    await upload(page, GOOD_FILE_NAME, goodFile());
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview
      .getByText(DAYS[0] as string)
      .first()
      .waitFor();
    await screenshot(page, 'data-import-preview');

    const rows = outlets.length * DAYS.length;
    await page.getByRole('button', { name: `Load ${rows} rows` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Yes, load/ })
      .click();
    await page.getByText(`inserted`).first().waitFor();
    await page
      .getByText(
        new RegExp(`Loaded as IMP\\d{4}[A-Z0-9]{5}: ${rows} inserted, 0 updated, 0 unchanged`),
      )
      .waitFor();
    await expect
      .poll(async () =>
        page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow'),
      )
      .toBe('100');
    await screenshot(page, 'data-import-loaded');

    const history = page.getByRole('region', { name: 'Import history' });
    const line = history.getByRole('row').filter({ hasText: GOOD_FILE_NAME });
    await line.waitFor();
    await line.getByText('admin').waitFor();
    // The long name wraps in its column, and only after an underscore, a dash or a dot, never
    // inside a word.
    const fileCell = line.getByRole('cell').filter({ hasText: GOOD_FILE_NAME });
    const breaks = await charactersBeforeLineBreaks(fileCell);
    expect(breaks.length).toBeGreaterThan(0);
    for (const character of breaks) expect('-_.').toContain(character);

    const stored = await suite.portal.database.kysely
      .selectFrom('daily_sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sale_date', 'in', DAYS)
      .where('outlet_id', 'in', outlets)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(rows);
  });

  it('fits a phone, with the history as cards', async () => {
    const page = await importPage(390);
    await page.getByRole('list', { name: 'Import history' }).waitFor();
    await expectFitsAndShoot(page, 'data-import-phone');
  });
});
