/**
 * Imports of several files at once through the API, on both engines: the files load in the
 * load order whatever order they came in (a companies file before the outlets file using its
 * company, before the daily sales of the new outlet), as one import with a history row per
 * file; the sample daily and category sales load together while each alone is refused at the
 * check; names (one with a control character too), repeated kinds, folders in a zip and sizes
 * are refused with their reason; and one bad file, or category rows that do not add up, load
 * nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  IMPORT_BUNDLE_MESSAGES,
  IMPORT_JOB_MESSAGES,
  IMPORT_MESSAGES,
  type ImportBatch,
  type ImportBundleUpload,
  type ImportJob,
  type ImportUpload,
  WHOLE_FILE_LINE,
} from '@outlet-pulse/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartOf, type NamedFile, zipOf } from '../../../test/bundle-payloads';
import { type DemoApp, startDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { confirmAndWait, DAILY_SALES_AMOUNTS, dailySalesAmounts } from '../../../test/import-jobs';
import { countRows } from '../../../test/row-counts';

const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../samples/imports',
);

const COMPANY = 'KCG77';
const OUTLET = 'KCG77-0001';
const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

const COMPANIES = csv('company,name', `${COMPANY},Bundle Test Company`);
const OUTLETS = csv(
  'outlet_id,name,company,type,group,city,open_date',
  `${OUTLET},BUNDLE TEST STORE,${COMPANY},STORES,O,Jakarta,2026-10-01`,
);
/** gross, markdown, vip, promo, nett, units, transactions of the new outlet's two days. */
const DAYS = [
  ['2026-10-06', 5_000_000, 400_000, 100_000, 50_000, 4_450_000, 31, 17],
  ['2026-10-07', 6_000_000, 300_000, 0, 60_000, 5_640_000, 40, 22],
] as const;
const DAILY = csv(
  'outlet_id,date,gross,markdown,vip,promo,nett,units,transactions',
  ...DAYS.map((day) => [OUTLET, ...day].join(',')),
);

describeEachEngine('imports of several files at once', (engine) => {
  let demo: DemoApp;

  beforeAll(async () => {
    // 24 outlets, as the browser tests have: Aruna's second outlet, which the samples use, exists.
    demo = await startDemoApp(engine, { demo: { outlets: 24 }, config: { importMaxMb: 1 } });
  });
  afterAll(async () => demo.dispose());

  const db = () => demo.database.kysely;
  const admin = () => demo.as('admin');

  async function sendBundle(files: readonly NamedFile[]) {
    const { payload, contentType } = multipartOf(files);
    const headers = await admin().headers();
    return demo.app.inject({
      method: 'POST',
      url: '/api/import/bundle',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }

  async function checkBundle(files: readonly NamedFile[]): Promise<ImportBundleUpload> {
    const response = await sendBundle(files);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ImportBundleUpload;
  }

  /** Confirms an upload or bundle and waits for its load to end. */
  const load = (uploadId: string) => confirmAndWait(admin(), uploadId);

  const companyCount = () => countRows(db(), 'companies');

  describe('a companies file, an outlets file of its company and the new outlet’s sales', () => {
    let checked: ImportBundleUpload;
    let job: ImportJob;
    let auditBefore: number;

    beforeAll(async () => {
      auditBefore = (await admin().get('/api/audit/?entity=import')).json().data.count;
      // Sent in the reverse of the load order: the server puts them in order.
      checked = await checkBundle([
        { name: 'daily-sales-2026-10-07.csv', body: DAILY },
        { name: 'Outlets.csv', body: OUTLETS },
        { name: 'companies.csv', body: COMPANIES },
      ]);
      job = await load(checked.uploadId as string);
    });

    it('checks each file against what the files before it add', () => {
      expect(checked.issues).toEqual([]);
      expect(checked.issueCount).toBe(0);
      expect(checked.files.map((file) => [file.kind, file.fileName, file.rows])).toEqual([
        ['companies', 'companies.csv', 1],
        ['outlets', 'Outlets.csv', 1],
        ['daily-sales', 'daily-sales-2026-10-07.csv', 2],
      ]);
      expect(checked.uploadId).toEqual(expect.any(String));
    });

    it('loads every file in one load, the rows as the files hold them', async () => {
      expect(job.phase, job.message ?? '').toBe('done');
      expect(job.counts).toEqual({ rows: 4, inserted: 4, updated: 0, unchanged: 0 });
      const company = await db()
        .selectFrom('companies')
        .select(['name'])
        .where('code', '=', COMPANY)
        .executeTakeFirst();
      expect(company?.name).toBe('Bundle Test Company');
      const outlet = await db()
        .selectFrom('outlets')
        .select(['company_code', 'name'])
        .where('id', '=', OUTLET)
        .executeTakeFirst();
      expect(outlet).toEqual({ company_code: COMPANY, name: 'BUNDLE TEST STORE' });
      const days = await db()
        .selectFrom('daily_sales')
        .select(DAILY_SALES_AMOUNTS)
        .select((eb) => eb.cast<string>('sale_date', 'varchar').as('day'))
        .where('outlet_id', '=', OUTLET)
        .orderBy('sale_date')
        .execute();
      expect(days.map((day) => [day.day, ...dailySalesAmounts(day).map(Number)])).toEqual(
        DAYS.map((day) => [...day]),
      );
    });

    it('keeps one history row per file under the import’s reference, and audits each', async () => {
      const history = (await admin().get('/api/import/history?limit=10')).json().data
        .rows as ImportBatch[];
      const mine = history.filter((row) => row.id.startsWith(job.batchId));
      expect(mine.map((row) => [row.id, row.kind, row.fileName, row.status]).sort()).toEqual(
        [
          [job.batchId, 'companies', 'companies.csv', 'LOADED'],
          [`${job.batchId}-2`, 'outlets', 'Outlets.csv', 'LOADED'],
          [`${job.batchId}-3`, 'daily-sales', 'daily-sales-2026-10-07.csv', 'LOADED'],
        ].sort(),
      );
      const audit = (await admin().get('/api/audit/?entity=import')).json().data.count;
      expect(audit).toBe(auditBefore + 3);
    });

    it('cannot be confirmed twice', async () => {
      const again = await admin().post('/api/import/confirm', { uploadId: checked.uploadId });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(IMPORT_JOB_MESSAGES.uploadExpired);
    });
  });

  describe('the sample daily and category sales', () => {
    const sample = async (name: string): Promise<NamedFile> => ({
      name,
      body: await readFile(path.join(SAMPLES, name)),
    });

    it('refuses each alone at the check, saying to load it with its partner file, when the demo’s rows do not match', async () => {
      for (const [name, partner] of [
        ['daily-sales.csv', 'category-sales'],
        ['category-sales.csv', 'daily-sales'],
      ] as const) {
        const file = await sample(name);
        const kind = name.replace('.csv', '');
        const headers = await admin().headers();
        const response = await demo.app.inject({
          method: 'POST',
          url: `/api/import/upload?kind=${kind}&fileName=${name}`,
          headers: { ...headers, 'content-type': 'application/octet-stream' },
          payload: file.body,
        });
        const report = response.json().data as ImportUpload;
        expect(report.issues, `${name} ${JSON.stringify(report.issues)}`).toHaveLength(1);
        // The file as a whole, not its first line: no row of it is wrong on its own.
        expect(report.issues[0]).toMatchObject({ line: WHOLE_FILE_LINE, column: null });
        expect(report.issues[0]?.reason, name).toMatch(
          new RegExp(
            `^the category rows of KCG01-000[12] on 2026-10-0\\d do not add up to that day's \\w+: load it together with its ${partner} file \\(same import or a zip\\)$`,
          ),
        );
        const confirmed = await admin().post('/api/import/confirm', { uploadId: report.uploadId });
        expect(confirmed.statusCode).toBe(400);
      }
    });

    it('loads both together, and then every day of the file adds up', async () => {
      const checked = await checkBundle([
        await sample('category-sales.csv'),
        await sample('daily-sales.csv'),
      ]);
      expect(checked.issues).toEqual([]);
      expect(checked.files.map((file) => file.issueCount)).toEqual([0, 0]);
      const job = await load(checked.uploadId as string);
      expect(job.phase, job.message ?? '').toBe('done');

      // Independently: the file's daily rows against the sums of its category rows in the database.
      const daily = parse(await readFile(path.join(SAMPLES, 'daily-sales.csv')), {
        columns: true,
      }) as Record<string, string>[];
      for (const row of daily) {
        const sums = await db()
          .selectFrom('daily_category_sales')
          .select((eb) => eb.fn.sum<number>('gross').as('gross'))
          .select((eb) => eb.fn.sum<number>('nett').as('nett'))
          .select((eb) => eb.fn.sum<number>('units').as('units'))
          .where('outlet_id', '=', row.outlet_id as string)
          .where('sale_date', '=', row.date as string)
          .executeTakeFirstOrThrow();
        expect([Number(sums.gross), Number(sums.nett), Number(sums.units)]).toEqual([
          Number(row.gross),
          Number(row.nett),
          Number(row.units),
        ]);
      }
    });
  });

  describe('refusals, with nothing loaded', () => {
    it('refuses a name of no kind and two files of one kind, naming them', async () => {
      const checked = await checkBundle([
        { name: 'sales.csv', body: DAILY },
        { name: 'companies.csv', body: COMPANIES },
        { name: 'companies_2.csv', body: COMPANIES },
      ]);
      expect(checked.uploadId).toBeNull();
      expect(checked.files).toEqual([]);
      expect(checked.issues).toEqual([
        IMPORT_BUNDLE_MESSAGES.unknownName('sales.csv'),
        IMPORT_BUNDLE_MESSAGES.duplicateKind('companies', 'companies.csv', 'companies_2.csv'),
      ]);
    });

    it('refuses a file name with a control character, as a part or in a zip, marking it', async () => {
      // The name goes into the history, and PostgreSQL cannot store a NUL (it answered 500).
      const parts = await checkBundle([{ name: 'outlets-\u0000.csv', body: OUTLETS }]);
      const zipped = await checkBundle([
        { name: 'night.zip', body: zipOf([{ name: 'companies\u0000.csv', body: COMPANIES }]) },
      ]);
      for (const checked of [parts, zipped]) expect(checked.uploadId).toBeNull();
      expect([...parts.issues, ...zipped.issues]).toEqual([
        IMPORT_BUNDLE_MESSAGES.controlCharacterInName('outlets-\u0000.csv'),
        IMPORT_BUNDLE_MESSAGES.controlCharacterInName('companies\u0000.csv'),
      ]);
      expect(parts.issues[0]).toContain('outlets-\ufffd.csv');
    });

    it('loads the top-level files of a zip, and refuses one with a folder or a zip inside', async () => {
      const nested = await checkBundle([
        {
          name: 'night.zip',
          body: zipOf([
            { name: 'companies.csv', body: COMPANIES },
            { name: '2026-10/outlets.csv', body: OUTLETS },
          ]),
        },
      ]);
      expect(nested.uploadId).toBeNull();
      expect(nested.issues).toEqual([IMPORT_BUNDLE_MESSAGES.folderInZip('night.zip', '2026-10/')]);
      const zipped = await checkBundle([
        { name: 'outer.zip', body: zipOf([{ name: 'inner.zip', body: zipOf([]) }]) },
      ]);
      expect(zipped.issues).toEqual([IMPORT_BUNDLE_MESSAGES.zipInZip('outer.zip', 'inner.zip')]);

      const flat = await checkBundle([
        {
          name: 'night.zip',
          body: zipOf([
            { name: '__MACOSX/._outlets.csv', body: 'litter' },
            { name: 'outlets.csv', body: OUTLETS.replace('BUNDLE TEST STORE', 'ZIPPED STORE') },
          ]),
        },
      ]);
      expect(flat.issues).toEqual([]);
      expect(flat.files.map((file) => file.fileName)).toEqual(['outlets.csv']);
      const job = await load(flat.uploadId as string);
      expect(job.counts).toEqual({ rows: 1, inserted: 0, updated: 1, unchanged: 0 });
    });

    it('refuses a file over the size limit with 413, and a file inside a zip with its reason', async () => {
      const large = `${'outlet_id,date,visitors\n'}${'KCG01-0001,2026-10-01,1\n'.repeat(50_000)}`;
      const response = await sendBundle([{ name: 'traffic.csv', body: large }]);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(IMPORT_BUNDLE_MESSAGES.fileTooLarge('traffic.csv', 1));
      // A small zip whose file unpacks past the limit.
      const zip = zipOf([{ name: 'traffic.csv', body: large }], { deflate: true });
      expect(zip.length).toBeLessThan(100_000);
      const checked = await checkBundle([{ name: 'night.zip', body: zip }]);
      expect(checked.uploadId).toBeNull();
      expect(checked.issues).toEqual([IMPORT_BUNDLE_MESSAGES.fileTooLarge('traffic.csv', 1)]);
    });

    it('reports category rows that do not add up to their day at the check', async () => {
      const day = DAYS[0];
      const categories = csv(
        'outlet_id,date,category,gross,markdown,vip,promo,nett,units',
        // The day's gross and nett, 1,000 rupiah short across its two categories.
        `${OUTLET},${day[0]},TOPS,3000000,200000,50000,25000,2725000,20`,
        `${OUTLET},${day[0]},BOTTOMS,1999000,200000,50000,25000,1724000,11`,
      );
      const before = await countRows(db(), 'daily_category_sales');
      const checked = await checkBundle([
        { name: 'daily-sales.csv', body: DAILY },
        { name: 'category-sales.csv', body: categories },
      ]);
      expect(checked.files.map((file) => file.issueCount)).toEqual([0, 0]);
      expect(checked.issues).toEqual([
        IMPORT_BUNDLE_MESSAGES.wouldNotLoad(
          IMPORT_MESSAGES.categoriesDoNotAddUp(OUTLET, day[0], 'gross'),
        ),
      ]);
      expect(checked.uploadId).toBeNull();
      expect(await countRows(db(), 'daily_category_sales')).toBe(before);
    });

    it('loads nothing when one file has a bad row, and says which line', async () => {
      const companies = await companyCount();
      const checked = await checkBundle([
        { name: 'companies.csv', body: csv('company,name', 'KCG78,Never Loaded') },
        {
          name: 'outlets.csv',
          body: csv(
            'outlet_id,name,company,type,group,city,open_date',
            'KCG78-0001,NEVER,KCG78,STORES,O,Jakarta,2026-10-01',
            'KCG78-0002,NEVER EITHER,KCG78,NOTATYPE,O,Jakarta,2026-10-01',
          ),
        },
      ]);
      expect(checked.uploadId).toBeNull();
      expect(checked.issueCount).toBe(1);
      expect(checked.files[1]?.issues).toEqual([
        { line: 3, column: 'type', reason: IMPORT_MESSAGES.unknownType('NOTATYPE') },
      ]);
      expect(await companyCount()).toBe(companies);
      const outlet = await db()
        .selectFrom('outlets')
        .select('id')
        .where('company_code', '=', 'KCG78')
        .executeTakeFirst();
      expect(outlet).toBeUndefined();
    });
  });
});
