/**
 * The import history of imports no one made on the screen, in Chromium: a load of the CLI
 * without --as names `cli` as who, and a file the inbox refused at the check (its name telling
 * no kind) shows FAILED with its reason, its kind as —, on a desktop and on a phone.
 */
import { beforeAll, describe, it } from 'vitest';
import { expectFitsAndShoot } from './support/browser';
import { openDataImport } from './support/data-import';
import { useBrowserAndOwnPortal } from './support/suite';

const STARTED = Date.parse('2026-11-24T01:00:00Z');
const BATCH = {
  status: 'LOADED',
  rows_read: 10,
  inserted: 10,
  updated: 0,
  unchanged: 0,
  message: null,
  user_id: null,
};

describe('the import history names who imported when no user did', () => {
  // A portal of the file's own: it writes imports into the history.
  const suite = useBrowserAndOwnPortal();

  beforeAll(async () => {
    await suite.portal.database.kysely
      .insertInto('import_batches')
      .values([
        {
          ...BATCH,
          id: 'IMP2611CLI01',
          kind: 'traffic',
          file_name: 'traffic.csv',
          actor_label: 'cli',
          started_at: STARTED,
          finished_at: STARTED + 2_000,
        },
        {
          ...BATCH,
          id: 'IMP2611INB01',
          kind: null,
          file_name: 'notes.txt',
          status: 'FAILED',
          rows_read: 0,
          inserted: 0,
          message:
            'Refused at the check, nothing loaded: 1 problem; the first: unknown file name notes.txt: it must start with one of companies, categories, …',
          actor_label: 'inbox',
          started_at: STARTED + 60_000,
          finished_at: STARTED + 61_000,
        },
      ])
      .execute();
  });

  const historyPage = (width: number) => openDataImport(suite, width);

  it('shows the label and the refused file in the table', async () => {
    const page = await historyPage(1366);
    const history = page.getByRole('region', { name: 'Import history' });
    const cli = history.getByRole('row').filter({ hasText: 'IMP2611CLI01' });
    await cli.getByRole('cell', { name: 'cli', exact: true }).waitFor();
    const refused = history.getByRole('row').filter({ hasText: 'IMP2611INB01' });
    await refused.getByRole('cell', { name: 'inbox', exact: true }).waitFor();
    await refused.getByRole('cell', { name: '—', exact: true }).waitFor();
    await refused.getByText(/^Refused at the check, nothing loaded: 1 problem/).waitFor();
    await expectFitsAndShoot(page, 'import-history-actor');
  });

  it('shows them on a phone as cards', async () => {
    const page = await historyPage(390);
    const refused = page.getByText('IMP2611INB01');
    await refused.waitFor();
    await page.getByText('inbox', { exact: true }).waitFor();
    await page.getByText('cli', { exact: true }).waitFor();
    await expectFitsAndShoot(page, 'import-history-actor-phone');
  });
});
