/**
 * The master-list kinds on the data import screen in Chromium: each is offered with its
 * column layout, and a companies file loads through the screen into the database.
 */
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot } from './support/browser';
import { openDataImport } from './support/data-import';
import { useBrowserAndOwnPortal } from './support/suite';

const KINDS = ['Companies', 'Product categories', 'Outlet types', 'Outlet groups', 'Employees'];

describe('the master-list kinds on the data import screen', () => {
  // A portal of the file's own: it loads data into it.
  const suite = useBrowserAndOwnPortal();

  const importPage = (width: number) => openDataImport(suite, width);

  for (const [width, device] of [
    [1366, 'desktop'],
    [390, 'phone'],
  ] as const) {
    it(`offers every master list with its columns (${device})`, async () => {
      const page = await importPage(width);
      for (const kind of KINDS) {
        await page.getByRole('radio', { name: kind, exact: true }).waitFor({ state: 'attached' });
      }
      await page.getByRole('radio', { name: 'Employees', exact: true }).check({ force: true });
      const columns = page.getByRole('region', { name: 'Columns of employees' });
      await columns.getByText('job_status', { exact: true }).waitFor();
      await columns.getByText(/^Job status: P Permanent/).waitFor();
      await expectFitsAndShoot(page, `data-import-kinds-${device}`);
    });
  }

  it('loads a companies file and the company is in the database', async () => {
    const page = await importPage(1366);
    await page.getByRole('radio', { name: 'Companies', exact: true }).check({ force: true });
    await page.locator('input[type=file]').setInputFiles({
      name: 'companies.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('company,name\nKCG61,Sinar Home Living\n'),
    });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await page.getByRole('button', { name: 'Load 1 row' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Yes, load/ })
      .click();
    await page.getByText(/Loaded as IMP\d{4}[A-Z0-9]{5}: 1 inserted, 0 updated/).waitFor();
    const stored = await suite.portal.database.kysely
      .selectFrom('companies')
      .select(['name'])
      .where('code', '=', 'KCG61')
      .executeTakeFirst();
    expect(stored?.name).toBe('Sinar Home Living');
  });
});
