/**
 * What the import history shows of imports no one made on the screen (the CLI, the inbox, the
 * starter set), on both engines: the bundle import as the CLI calls it, read back through the
 * history route. A load names its user, else its label.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportBatch } from '@outlet-pulse/contracts';
import { expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { useTemporaryDirectory } from '../../../test/temporary-directory';
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

  it('names the label of a load no user made, and the user of one made as a user', async () => {
    const byCli = await service().importBundle([await traffic('456')], {
      userId: null,
      label: 'cli',
    });
    expect(byCli.report.issueCount, JSON.stringify(byCli.report)).toBe(0);
    const adminId = (
      await demo.database.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const asAdmin = await service().importBundle([await traffic('789')], {
      userId: adminId,
      label: 'cli',
    });

    const rows = await history();
    const cliRow = rows.find((row) => row.id === byCli.loaded?.bundleId);
    expect(cliRow).toMatchObject({ status: 'LOADED', username: null, actorLabel: 'cli' });
    const adminRow = rows.find((row) => row.id === asAdmin.loaded?.bundleId);
    expect(adminRow).toMatchObject({ status: 'LOADED', username: 'admin' });
  });
});
