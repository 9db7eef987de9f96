/**
 * Reading a checklist report from the portal without e-mail: a short-lived link for whoever may
 * see the checklist, 403 outside their companies; whether e-mail is set up, for the portal; and
 * the CLI finding a document by the number people see.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { VIEW_REPORT_LINK_MINUTES } from '@outlet-pulse/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { type BuiltUser, buildUser } from '../../../test/factories';
import type { Who } from '../../../test/requests';
import { serverCli } from '../../../test/server-cli';
import { useTemporaryDirectory } from '../../../test/temporary-directory';
import { DUCKDB_FILE_NAME } from '../../config';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { seedDemoChecklists } from '../../seed/demo-data/demo-checklists';
import { loadDemoData } from '../../seed/demo-data/generate-demo';
import { ROLE_CODES } from '../../seed/roles';

const CHECKLISTS = { seed: 5, lastDate: '2026-10-31' };

describeEachEngine('viewing a checklist report from the portal', (engine) => {
  let now = Date.parse('2026-11-02T03:00:00Z');
  const demo = useDemoApp(engine, () => ({ clock: () => now }));
  /** A manager of KCG01 and KCG03 only: the checklists permission, two companies. */
  let twoCompanies: BuiltUser;
  beforeAll(async () => {
    await seedDemoChecklists(demo.database.kysely, CHECKLISTS);
    twoCompanies = await buildUser(demo, {
      role: ROLE_CODES.salesManager,
      companies: ['KCG01', 'KCG03'],
    });
  });

  /** One document of a company the manager of two companies may see and one they may not. */
  async function documentsOfStaff() {
    const documents = await demo.database.kysely
      .selectFrom('checklist_documents as d')
      .innerJoin('outlets as o', 'o.id', 'd.outlet_id')
      .select(['d.id', 'd.doc_number', 'o.company_code'])
      .orderBy('d.id')
      .execute();
    const theirs = documents.find((row) => ['KCG01', 'KCG03'].includes(row.company_code));
    const notTheirs = documents.find((row) => !['KCG01', 'KCG03'].includes(row.company_code));
    if (!theirs || !notTheirs) throw new Error('the demo checklists lack a company');
    return { theirs, notTheirs };
  }

  const view = (who: Who, documentId: unknown) =>
    demo.as(who).post('/api/checklist_report/view', { documentId });

  it('issues an hour-long link to the report for a user who may see the outlet', async () => {
    const { theirs } = await documentsOfStaff();
    const response = await view(twoCompanies, Number(theirs.id));
    expect(response.statusCode).toBe(200);
    const { url, expiresAt } = response.json().data;
    expect(Date.parse(expiresAt) - now).toBe(VIEW_REPORT_LINK_MINUTES * 60 * 1000);
    const linkId = /^https:\/\/pulse\.test\/report-email\/([\w-]{43})$/.exec(url)?.[1];
    expect(linkId).toBeDefined();
    const report = await demo.app.inject({
      method: 'GET',
      url: `/api/checklist_report/reportemail?id=${linkId}`,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().data.docnumber).toBe(theirs.doc_number);

    now += VIEW_REPORT_LINK_MINUTES * 60 * 1000;
    const expired = await demo.app.inject({
      method: 'GET',
      url: `/api/checklist_report/reportemail?id=${linkId}`,
    });
    expect(expired.statusCode).toBe(401);
    now = Date.parse('2026-11-02T03:00:00Z');
  });

  it('refuses with 403 outside the companies of the user, 404 for no document, 400 for nonsense', async () => {
    const { notTheirs } = await documentsOfStaff();
    expect((await view(twoCompanies, Number(notTheirs.id))).statusCode).toBe(403);
    expect((await view('manager', Number(notTheirs.id))).statusCode).toBe(200);
    expect((await view('admin', 999_999)).statusCode).toBe(404);
    const malformed = await view('admin', 'CHK');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/documentId/);
    // JSON true, null or "" is not document 1 or 0.
    for (const nonsense of [true, null, '']) {
      const refused = await view('admin', nonsense);
      expect(refused.statusCode, JSON.stringify(nonsense)).toBe(400);
      expect(refused.json().message).toMatch(/documentId/);
    }
    const anonymous = await demo.app.inject({
      method: 'POST',
      url: '/api/checklist_report/view',
      payload: { documentId: Number(notTheirs.id) },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('tells the portal that e-mail is not set up', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/portal_config' });
    expect(response.json().data.emailEnabled).toBe(false);
  });
});

describe('the checklist-report command', () => {
  const dataDirectory = useTemporaryDirectory('outlet-pulse-checklist-cli-');

  it('finds a document by the number people see as well as by its id', async () => {
    const dataDir = dataDirectory();
    const database = await openDatabase({
      engine: 'duckdb',
      file: path.join(dataDir, DUCKDB_FILE_NAME),
    });
    let document: { id: number; doc_number: string };
    try {
      await migrate(database);
      await loadDemoData(database, { outlets: 3, years: 1, seed: 5, lastSalesDate: '2026-10-31' });
      await seedDemoChecklists(database.kysely, CHECKLISTS);
      document = await database.kysely
        .selectFrom('checklist_documents')
        .select(['id', 'doc_number'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    } finally {
      await database.close();
    }
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [...serverCli(), 'checklist-report', ...args], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, DATA_DIR: dataDir, PUBLIC_BASE_URL: 'https://pulse.test' },
        encoding: 'utf8',
      });
    const linkOnly = (documentArgument: string) =>
      cli('--link-only', '--document', documentArgument);

    for (const argument of [
      document.doc_number,
      document.doc_number.toLowerCase(),
      `${document.id}`,
    ]) {
      const printed = linkOnly(argument);
      expect(printed.stderr).toBe('');
      expect(printed.stdout).toMatch(/^https:\/\/pulse\.test\/report-email\/[\w-]{43}\n/);
    }
    const unknown = linkOnly('CHK2611ZZZZZ');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe('There is no checklist document CHK2611ZZZZZ.');
    const malformed = linkOnly('report-7');
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toMatch(/document number such as CHK2611XN3X6/);
    const withoutMail = cli('--document', document.doc_number);
    expect(withoutMail.status).toBe(1);
    expect(withoutMail.stderr).toMatch(/SMTP_HOST|no e-mail address/);
  });
});
