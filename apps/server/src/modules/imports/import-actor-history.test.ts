/**
 * What the import history shows of imports no one made on the screen (the CLI, the inbox, the
 * starter set), on both engines: the bundle import as the CLI calls it, read back through the
 * history route. A load names its user, else its label; a bundle refused at the check leaves a
 * FAILED row per file with its first problem and their count, and one audit entry, and nothing
 * else in the database.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuditEntry, ImportBatch } from '@outlet-pulse/contracts';
import { expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { userIdOf } from '../../../test/factories';
import { useTemporaryDirectory } from '../../../test/temporary-directory';
import type { DatabaseSchema } from '../../db/schema';
import { ImportService } from './imports.service';

/** The first outlet of the 12-outlet demo. */
const OUTLET = 'KCG01-0001';

describeEachEngine('the import history of imports made by no one on the screen', (engine) => {
  const folder = useTemporaryDirectory('outlet-pulse-import-actor-');
  const demo = useDemoApp(engine);
  const admin = () => demo.as('admin');

  const service = () =>
    new ImportService({ database: demo.database, workDir: path.join(folder(), 'work') });

  async function fileOf(fileName: string, lines: readonly string[]) {
    const filePath = path.join(folder(), fileName);
    await writeFile(filePath, `${lines.join('\n')}\n`);
    return { fileName, path: filePath };
  }

  const traffic = (visitors: string) =>
    fileOf('traffic.csv', [
      'outlet_id,date,visitors',
      `${OUTLET},2026-10-01,123`,
      `${OUTLET},2026-10-02,${visitors}`,
    ]);

  async function history(): Promise<ImportBatch[]> {
    const response = await admin().get('/api/import/history?limit=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.rows as ImportBatch[];
  }

  async function importAudit(): Promise<AuditEntry[]> {
    const response = await admin().get('/api/audit/?entity=import&limit=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.rows as AuditEntry[];
  }

  /** Rows of every table but the history and the audit log, to see that nothing else moved. */
  async function otherRows(): Promise<Record<string, number>> {
    const tables: (keyof DatabaseSchema)[] = [
      'daily_traffic',
      'monthly_traffic',
      'outlets',
      'companies',
      'import_uploads',
      'import_jobs',
      'change_versions',
    ];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = await demo.database.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  }

  it('names the label of a load no user made, and the user of one made as a user', async () => {
    const byCli = await service().immediate.importBundle([await traffic('456')], {
      userId: null,
      label: 'cli',
    });
    expect(byCli.report.issueCount, JSON.stringify(byCli.report)).toBe(0);
    const adminId = await userIdOf(demo, 'admin');
    const asAdmin = await service().immediate.importBundle([await traffic('789')], {
      userId: adminId,
      label: 'cli',
    });

    const rows = await history();
    const cliRow = rows.find((row) => row.id === byCli.loaded?.bundleId);
    expect(cliRow).toMatchObject({ status: 'LOADED', username: null, actorLabel: 'cli' });
    const adminRow = rows.find((row) => row.id === asAdmin.loaded?.bundleId);
    expect(adminRow).toMatchObject({ status: 'LOADED', username: 'admin' });
  });

  it('keeps a bundle refused at the check as a FAILED row per file and one audit entry', async () => {
    const before = { audit: (await importAudit()).length, rows: await otherRows() };
    const daily = await fileOf('daily-sales.csv', [
      'outlet_id,date,gross,markdown,vip,promo,nett,units,transactions',
      `${OUTLET},2026-10-01,100,0,0,0,100,1,1`,
    ]);
    const bad = await traffic('many');
    const { report, loaded } = await service().immediate.importBundle([daily, bad], {
      userId: null,
      label: 'inbox',
    });
    expect(loaded).toBeNull();
    const badFile = report.files.find((file) => file.kind === 'traffic');
    expect(badFile?.issueCount).toBe(1);
    const firstIssue = badFile?.issues[0];

    const rows = (await history()).filter((row) => row.status === 'FAILED');
    expect(rows).toHaveLength(2);
    const [first, second] = [...rows].sort((a, b) => a.id.length - b.id.length);
    const expected = `Refused at the check, nothing loaded: 1 problem; the first: line 3, visitors: ${firstIssue?.reason}`;
    // Load order: the daily sales first, the traffic second.
    expect(first).toMatchObject({
      kind: 'daily-sales',
      fileName: 'daily-sales.csv',
      rows: 1,
      inserted: 0,
      username: null,
      actorLabel: 'inbox',
      message: `Refused at the check, nothing loaded: 1 problem; the first: traffic.csv line 3, visitors: ${firstIssue?.reason}`,
    });
    expect(second).toMatchObject({
      id: `${first?.id}-2`,
      kind: 'traffic',
      fileName: 'traffic.csv',
      rows: 2,
      message: expected,
    });

    const audit = await importAudit();
    expect(audit).toHaveLength(before.audit + 1);
    const entry = audit.find((candidate) => candidate.entityId === first?.id);
    expect(entry?.changes).toEqual([
      { field: 'status', from: null, to: 'FAILED' },
      { field: 'fileName', from: null, to: 'daily-sales.csv, traffic.csv' },
      { field: 'message', from: null, to: first?.message },
      { field: 'by', from: null, to: 'inbox' },
    ]);
    expect(await otherRows()).toEqual(before.rows);
  });

  it('keeps a single file the CLI had refused at the check as a bundle of one is', async () => {
    const before = (await importAudit()).length;
    const bad = await traffic('many');
    const { prepared, loaded } = await service().immediate.importFile(
      'traffic',
      bad.path,
      {},
      null,
    );
    expect(loaded).toBeNull();
    const row = (await history()).find(
      (candidate) => candidate.status === 'FAILED' && candidate.actorLabel === 'cli',
    );
    expect(row).toMatchObject({
      kind: 'traffic',
      fileName: 'traffic.csv',
      username: null,
      message: `Refused at the check, nothing loaded: 1 problem; the first: line 3, visitors: ${prepared.issues[0]?.reason}`,
    });
    const audit = await importAudit();
    expect(audit).toHaveLength(before + 1);
    expect(audit.some((entry) => entry.entityId === row?.id)).toBe(true);
  });

  it('keeps a file whose name tells no kind with no kind and the reason', async () => {
    const notes = await fileOf('notes.txt', ['remember the traffic file']);
    const { report } = await service().immediate.importBundle([notes], {
      userId: null,
      label: 'cli',
    });
    expect(report.files).toEqual([]);
    const reason = report.issues[0];
    expect(reason).toMatch(/^unknown file name notes\.txt/);
    const row = (await history()).find((candidate) => candidate.fileName === 'notes.txt');
    expect(row).toMatchObject({
      kind: null,
      status: 'FAILED',
      rows: 0,
      actorLabel: 'cli',
      message: `Refused at the check, nothing loaded: 1 problem; the first: ${reason}`,
    });
  });
});
