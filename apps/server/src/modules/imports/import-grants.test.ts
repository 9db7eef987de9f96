/**
 * Imports follow the importer's company and outlet grants (issue 17), on both engines: a user
 * limited to KCG01 who may import gets rows of another company's outlet refused at the check
 * with the very reason and place of an outlet that does not exist, and rows whose own key is
 * another company's (an outlet, an employee, a company) refused by name at their line; nothing
 * of such a file or bundle loads, a clean one does, and the load checks the grant again. The
 * history shows that user their own imports and those that touched only KCG01; administrators
 * see every import.
 */
import {
  IMPORT_JOB_MESSAGES,
  IMPORT_MESSAGES,
  type ImportBatch,
  type ImportBundleUpload,
  type ImportKind,
  type ImportUpload,
} from '@outlet-pulse/contracts';
import { beforeAll, expect, it } from 'vitest';
import { multipartOf } from '../../../test/bundle-payloads';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { type BuiltUser, buildOutlet, buildUser } from '../../../test/factories';
import { confirmAndWait, csv } from '../../../test/import-jobs';
import type { Caller } from '../../../test/requests';
import { PERMISSIONS } from '../../core/permissions';

const TRAFFIC_HEADER = 'outlet_id,date,visitors';
const OUTLETS_HEADER = 'outlet_id,name,company,type,group,city,open_date,close_date';
const EMPLOYEE_HEADER =
  'employee_id,name,email,hired_date,job_status,level,company,structure_id,structure_name,department_id,department_name,division,job_title_id,job_title_name,grade_id,grade_name,branch,office_phone,contract_start,contract_end,manager_id,active';

/** An employee row of `company`, with no outlet. */
const employeeRow = (id: string, company: string) =>
  [id, `Employee ${id}`, `e${id.toLowerCase()}@kcg.example`, '2024-03-01', 'P', 'J', company]
    .concat(['D02', 'Retail Operations', 'DP02', 'Store Operations', 'Retail', 'JT03'])
    .concat(['Assistant Store Manager', 'G03', 'Staff', '', '', '', '', '', 'true']);

/** A role that may import and nothing else, as a brand's data clerk would hold. */
const IMPORTER_ROLE = 'grant-importer';

describeEachEngine('imports within the importer’s company grants', (engine) => {
  const demo = useDemoApp(engine);
  let clerk: BuiltUser;
  let outletClerk: BuiltUser;
  /** An outlet of KCG01 and two of KCG02. */
  let own: string;
  let ownSecond: string;
  let foreign: string;
  let foreignSecond: string;

  beforeAll(async () => {
    const db = demo.database.kysely;
    await db.insertInto('roles').values({ code: IMPORTER_ROLE, name: 'Importer' }).execute();
    await db
      .insertInto('role_permissions')
      .values({ role_code: IMPORTER_ROLE, permission: PERMISSIONS.importData })
      .execute();
    const firstOutletOf = async (company: string) =>
      (
        await db
          .selectFrom('outlets')
          .select('id')
          .where('company_code', '=', company)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    own = await firstOutletOf('KCG01');
    foreign = await firstOutletOf('KCG02');
    ownSecond = (await buildOutlet(demo, { company: 'KCG01', id: 'KCG01-8801' })).id;
    foreignSecond = (await buildOutlet(demo, { company: 'KCG02', id: 'KCG02-8801' })).id;
    clerk = await buildUser(demo, { role: IMPORTER_ROLE, companies: ['KCG01'] });
    outletClerk = await buildUser(demo, {
      role: IMPORTER_ROLE,
      companies: ['KCG01'],
      outlets: [own],
    });
  });

  /** Sends a body of its own type (a file, a multipart form) as `who`. */
  const send = async (who: Caller, url: string, contentType: string, payload: string | Buffer) =>
    demo.app.inject({
      method: 'POST',
      url,
      headers: { ...(await who.headers()), 'content-type': contentType },
      payload,
    });

  const upload = async (who: Caller, kind: ImportKind, body: string) => {
    const response = await send(
      who,
      `/api/import/upload?kind=${kind}&fileName=${kind}.csv`,
      'text/csv',
      body,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ImportUpload;
  };

  /** Uploads a traffic file of `rows` (outlet, date, visitors) for its check, as `who`. */
  const uploadTraffic = (who: Caller, rows: (string | number)[][]) =>
    upload(who, 'traffic', csv(TRAFFIC_HEADER, rows));

  /** Uploads a file that must check clean as `who`, confirms it and answers the ended job. */
  const importChecked = async (who: Caller, kind: ImportKind, body: string) =>
    confirmAndWait(who, (await upload(who, kind, body)).uploadId);

  const historyOf = async (who: Caller) => {
    const response = await who.get('/api/import/history?limit=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { rows: ImportBatch[]; count: number };
  };

  const visitorsOn = async (date: string) =>
    demo.database.kysely
      .selectFrom('daily_traffic')
      .select(['outlet_id', 'visitors'])
      .where('traffic_date', '=', date)
      .orderBy('outlet_id')
      .execute();

  it('refuses another company’s outlet at the check like an outlet that does not exist, and loads nothing', async () => {
    const before = await visitorsOn('2026-10-20');
    const checked = await uploadTraffic(demo.as(clerk), [
      [own, '2026-10-20', 901],
      [foreign, '2026-10-20', 902],
      ['KCG01-0999', '2026-10-20', 903],
      [foreignSecond, '2026-10-20', 904],
    ]);
    expect(checked.issues).toEqual([
      { line: 3, column: 'outlet_id', reason: IMPORT_MESSAGES.unknownOutlet(foreign) },
      { line: 4, column: 'outlet_id', reason: IMPORT_MESSAGES.unknownOutlet('KCG01-0999') },
      { line: 5, column: 'outlet_id', reason: IMPORT_MESSAGES.unknownOutlet(foreignSecond) },
    ]);
    // An administrator gets no such reason: the outlet exists.
    const byAdmin = await upload(
      demo.as('admin'),
      'traffic',
      csv(TRAFFIC_HEADER, [[foreign, '2026-10-20', 902]]),
    );
    expect(byAdmin.issues).toEqual([]);

    const confirmed = await demo.as(clerk).post('/api/import/confirm', {
      uploadId: checked.uploadId,
    });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toBe(IMPORT_JOB_MESSAGES.hasIssues(3));
    expect(await visitorsOn('2026-10-20')).toEqual(before);
  });

  it('refuses targets and employees naming another company or its outlet', async () => {
    const targets = await upload(
      demo.as(clerk),
      'targets',
      csv('outlet_id,year,month,target', [
        [own, 2026, 11, 1_000_000],
        [foreign, 2026, 11, 2_000_000],
      ]),
    );
    expect(targets.issues).toEqual([
      { line: 3, column: 'outlet_id', reason: IMPORT_MESSAGES.unknownOutlet(foreign) },
    ]);

    const kcg02Staff = await buildUser(demo, { companies: ['KCG02'] });
    const employees = await upload(
      demo.as(clerk),
      'employees',
      csv(EMPLOYEE_HEADER, [
        employeeRow('GRANT-E1', 'KCG01'),
        employeeRow('GRANT-E2', 'KCG02'),
        // Another company's employee, moved into KCG01 by the file.
        employeeRow(kcg02Staff.employee.employee_id, 'KCG01'),
      ]),
    );
    expect(employees.issues).toEqual([
      { line: 3, column: 'company', reason: IMPORT_MESSAGES.unknownCompany('KCG02') },
      {
        line: 4,
        column: 'employee_id',
        reason: IMPORT_MESSAGES.notYours('employee', kcg02Staff.employee.employee_id),
      },
    ]);
  });

  it('refuses an outlets file placing an outlet in another company or taking another company’s outlet', async () => {
    const checked = await upload(
      demo.as(clerk),
      'outlets',
      csv(OUTLETS_HEADER, [
        ['KCG01-9101', 'GRANT OWN', 'KCG01', 'STORES', 'O', 'Jakarta', '2026-01-01', ''],
        ['KCG02-9101', 'GRANT FOREIGN', 'KCG02', 'STORES', 'O', 'Jakarta', '2026-01-01', ''],
        [foreign, 'GRANT TAKEN', 'KCG01', 'STORES', 'O', 'Jakarta', '2026-01-01', ''],
      ]),
    );
    expect(checked.issues).toEqual([
      { line: 3, column: 'company', reason: IMPORT_MESSAGES.unknownCompany('KCG02') },
      { line: 4, column: 'outlet_id', reason: IMPORT_MESSAGES.notYours('outlet', foreign) },
    ]);
    const stayed = await demo.database.kysely
      .selectFrom('outlets')
      .select('company_code')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(stayed.company_code).toBe('KCG02');

    // A user limited to one outlet adds none and changes only that one.
    const limited = await upload(
      demo.as(outletClerk),
      'outlets',
      csv(OUTLETS_HEADER, [
        [own, 'GRANT MINE', 'KCG01', 'STORES', 'O', 'Jakarta', '2020-01-06', ''],
        [ownSecond, 'GRANT SISTER', 'KCG01', 'STORES', 'O', 'Jakarta', '2020-01-06', ''],
        ['KCG01-9102', 'GRANT NEW', 'KCG01', 'STORES', 'O', 'Jakarta', '2026-01-01', ''],
      ]),
    );
    expect(limited.issues).toEqual([
      { line: 3, column: 'outlet_id', reason: IMPORT_MESSAGES.notYours('outlet', ownSecond) },
      { line: 4, column: 'outlet_id', reason: IMPORT_MESSAGES.notYours('outlet', 'KCG01-9102') },
    ]);
  });

  it('lets a limited user update only the companies they see, and add none', async () => {
    const checked = await upload(
      demo.as(clerk),
      'companies',
      csv('company,name,company_id,excluded_by_default,active', [
        ['KCG01', 'Aruna Renamed', '', 'false', 'true'],
        ['KCG02', 'Taken Over', '', 'false', 'true'],
        ['KCGNEW', 'Brand New', '', 'false', 'true'],
      ]),
    );
    expect(checked.issues).toEqual([
      { line: 3, column: 'company', reason: IMPORT_MESSAGES.notYours('company', 'KCG02') },
      { line: 4, column: 'company', reason: IMPORT_MESSAGES.notYours('company', 'KCGNEW') },
    ]);
  });

  it('loads a clean file of the importer’s own outlets', async () => {
    const checked = await uploadTraffic(demo.as(clerk), [
      [own, '2026-10-21', 911],
      [ownSecond, '2026-10-21', 912],
    ]);
    expect(checked.issues).toEqual([]);
    const job = await confirmAndWait(demo.as(clerk), checked.uploadId);
    expect(job).toMatchObject({ phase: 'done', counts: { rows: 2 } });
    expect(await visitorsOn('2026-10-21')).toEqual(
      expect.arrayContaining([
        { outlet_id: own, visitors: 911 },
        { outlet_id: ownSecond, visitors: 912 },
      ]),
    );
  });

  it('checks the grant again at the load: a company taken away between check and confirm', async () => {
    const checked = await uploadTraffic(demo.as(clerk), [[own, '2026-10-22', 921]]);
    expect(checked.issues).toEqual([]);
    /** Moves the clerk's one company grant to `company`. */
    const grantClerk = async (company: string) => {
      await demo.database.kysely
        .updateTable('user_companies')
        .set({ company_code: company })
        .where('user_id', '=', clerk.id)
        .execute();
      await demo.changeVersions.bump('auth');
    };
    await grantClerk('KCG02');
    try {
      const job = await confirmAndWait(demo.as(clerk), checked.uploadId);
      expect(job).toMatchObject({
        phase: 'failed',
        message: IMPORT_MESSAGES.unknownOutlet(own),
      });
      expect(await visitorsOn('2026-10-22')).not.toContainEqual({ outlet_id: own, visitors: 921 });
    } finally {
      await grantClerk('KCG01');
    }
  });

  it('refuses the same in a bundle, and loads a clean bundle', async () => {
    const postBundle = (files: { name: string; body: string }[]) => {
      const { payload, contentType } = multipartOf(files);
      return send(demo.as(clerk), '/api/import/bundle', contentType, payload);
    };
    const newOutlet = ['KCG01-9201', 'GRANT BUNDLE', 'KCG01', 'STORES', 'O', 'Bogor', '2026-01-01'];
    const refused = await postBundle([
      { name: 'outlets.csv', body: csv(OUTLETS_HEADER, [[...newOutlet, '']]) },
      {
        name: 'traffic.csv',
        body: csv(TRAFFIC_HEADER, [
          ['KCG01-9201', '2026-10-23', 931],
          [foreign, '2026-10-23', 932],
        ]),
      },
    ]);
    expect(refused.statusCode, refused.body).toBe(200);
    const report = refused.json().data as ImportBundleUpload;
    expect(report.uploadId).toBeNull();
    expect(report.files.map((file) => [file.fileName, file.issues])).toEqual([
      ['outlets.csv', []],
      [
        'traffic.csv',
        [{ line: 3, column: 'outlet_id', reason: IMPORT_MESSAGES.unknownOutlet(foreign) }],
      ],
    ]);
    const none = await demo.database.kysely
      .selectFrom('outlets')
      .select('id')
      .where('id', '=', 'KCG01-9201')
      .execute();
    expect(none).toEqual([]);

    const clean = await postBundle([
      { name: 'outlets.csv', body: csv(OUTLETS_HEADER, [[...newOutlet, '']]) },
      { name: 'traffic.csv', body: csv(TRAFFIC_HEADER, [['KCG01-9201', '2026-10-23', 931]]) },
    ]);
    const cleanReport = clean.json().data as ImportBundleUpload;
    expect(cleanReport.issueCount).toBe(0);
    const job = await confirmAndWait(demo.as(clerk), cleanReport.uploadId as string);
    expect(job).toMatchObject({ phase: 'done', counts: { rows: 2, inserted: 2 } });
  });

  it('shows a limited importer their own imports and those of their companies, and an administrator all', async () => {
    const admin = demo.as('admin');
    const traffic = (who: Caller, rows: (string | number)[][]) =>
      importChecked(who, 'traffic', csv(TRAFFIC_HEADER, rows));
    const kcg02 = await traffic(admin, [[foreign, '2026-10-24', 941]]);
    const both = await traffic(admin, [
      [own, '2026-10-24', 942],
      [foreign, '2026-10-24', 943],
    ]);
    const kcg01 = await traffic(admin, [[ownSecond, '2026-10-24', 944]]);
    const categories = await importChecked(
      admin,
      'categories',
      'category,name,active\nGRANTCAT,Grant Category,true\n',
    );
    const mine = await traffic(demo.as(outletClerk), [[own, '2026-10-25', 1]]);
    for (const job of [kcg02, both, kcg01, categories, mine]) expect(job.phase).toBe('done');
    // A line of an earlier release, whose companies nobody recorded.
    await demo.database.kysely
      .insertInto('import_batches')
      .values({
        id: 'IMP2610OLDER',
        kind: 'traffic',
        file_name: 'older.csv',
        status: 'LOADED',
        rows_read: 1,
        inserted: 1,
        updated: 0,
        unchanged: 0,
        message: null,
        user_id: null,
        actor_label: 'cli',
        started_at: Date.now(),
        finished_at: Date.now(),
      })
      .execute();

    const everything = await historyOf(admin);
    const ids = (history: { rows: ImportBatch[] }) => history.rows.map((row) => row.id);
    expect(ids(everything)).toEqual(
      expect.arrayContaining([
        ...[kcg02, both, kcg01, categories, mine].map((job) => job.batchId),
        'IMP2610OLDER',
      ]),
    );

    const clerkHistory = await historyOf(demo.as(clerk));
    expect(ids(clerkHistory)).toEqual(
      expect.arrayContaining([kcg01.batchId, categories.batchId, mine.batchId]),
    );
    expect(ids(clerkHistory)).not.toContain(kcg02.batchId);
    expect(ids(clerkHistory)).not.toContain(both.batchId);
    expect(ids(clerkHistory)).not.toContain('IMP2610OLDER');
    expect(clerkHistory.count).toBe(clerkHistory.rows.length);
    // Every other line the clerk sees is known to have touched KCG01 alone, or no company.
    const db = demo.database.kysely;
    const touched = await db
      .selectFrom('import_batch_companies')
      .select(['batch_id', 'company_code'])
      .execute();
    const recorded = new Set(
      (
        await db
          .selectFrom('import_batches')
          .select('id')
          .where('companies_recorded', '=', true)
          .execute()
      ).map((row) => row.id),
    );
    for (const row of clerkHistory.rows.filter((line) => line.username !== clerk.username)) {
      expect(recorded.has(row.id), row.id).toBe(true);
      const companies = touched.filter((entry) => entry.batch_id === row.id);
      expect(
        companies.every((entry) => entry.company_code === 'KCG01'),
        row.id,
      ).toBe(true);
    }
    expect(touched.filter((entry) => entry.batch_id === both.batchId)).toHaveLength(2);
    expect(clerkHistory.count).toBeLessThan(everything.count);

    // Limited to one outlet, a user sees no company whole: their own imports and the lists'.
    const outletHistory = await historyOf(demo.as(outletClerk));
    expect(ids(outletHistory)).toEqual(expect.arrayContaining([mine.batchId, categories.batchId]));
    expect(ids(outletHistory)).not.toContain(kcg01.batchId);
    expect(ids(outletHistory)).not.toContain(kcg02.batchId);
  });
});
