/**
 * Two servers on one PostgreSQL database watching one inbox folder: every dropped file is
 * loaded once, by one of them, and filed once. (One process owns a DuckDB file, so only
 * PostgreSQL is shared this way.)
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type DemoApp, startDemoApp, startReplica } from '../../../test/demo-app';
import { describePostgres } from '../../../test/engines';
import { csv, firstOutletIds } from '../../../test/import-jobs';
import { useTemporaryDirectory } from '../../../test/temporary-directory';

const FILES = 6;

describePostgres('the import inbox on two servers', () => {
  const folder = useTemporaryDirectory('outlet-pulse-inbox-shared-');
  const importInbox = () => ({
    dir: path.join(folder(), 'inbox'),
    username: 'system-import',
    settleMs: 200,
  });
  let demo: DemoApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    demo = await startDemoApp('postgres', { config: { importInbox: importInbox() } });
    second = await startReplica(demo, { importInbox: importInbox() });
  });
  afterAll(async () => {
    await second?.close();
    await demo?.dispose();
  });

  it('loads and files each dropped file once', async () => {
    const outlets = await firstOutletIds(demo.database.kysely, 2);
    const names = Array.from({ length: FILES }, (_, day) => `traffic-2026-10-1${day}.csv`);
    for (const [day, name] of names.entries()) {
      await writeFile(
        path.join(importInbox().dir, name),
        csv(
          'outlet_id,date,visitors',
          outlets.map((outlet) => [outlet, `2026-10-1${day}`, 5000 + day]),
        ),
      );
    }

    const filed = async (outcome: 'done' | 'failed') =>
      (await readdir(path.join(importInbox().dir, outcome))).filter(
        (name) => !name.endsWith('.report.txt'),
      );
    await vi.waitFor(
      async () =>
        expect([...(await filed('done')), ...(await filed('failed'))]).toHaveLength(FILES),
      { timeout: 30_000, interval: 50 },
    );
    expect(await filed('failed')).toEqual([]);
    expect((await filed('done')).map((name) => name.replace(/^[\d-]+_/, '')).sort()).toEqual(names);

    const batches = await demo.database.kysely
      .selectFrom('import_batches')
      .select(['file_name', 'status'])
      .where('kind', '=', 'traffic')
      .orderBy('file_name')
      .execute();
    expect(batches).toEqual(names.map((name) => ({ file_name: name, status: 'LOADED' })));
  });
});
