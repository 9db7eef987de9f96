/**
 * File checks run one at a time, like loads: each unpacks and reads a whole file up to the
 * size limit, so uploads checked together must not multiply what one check takes. Three
 * uploads sent at once are read one after another: the progress of one never interleaves with
 * another's.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { useTemporaryDirectory } from '../../../test/temporary-directory';
import { ImportService } from './imports.service';

/** About 3 MB: a dozen progress reports per file (one per 256 kB read). */
const ROWS = 120_000;

describeEachEngine('import checks', (engine) => {
  const folder = useTemporaryDirectory('outlet-pulse-import-checks-');
  const demo = useDemoApp(engine);

  it('reads uploads sent at once one after another', async () => {
    const imports = new ImportService({
      database: demo.database,
      workDir: path.join(folder(), 'work'),
    });
    const lines = ['outlet_id,date,visitors'];
    for (let index = 0; index < ROWS; index++) {
      lines.push(`KCG01-0001,2026-10-${String((index % 28) + 1).padStart(2, '0')},${index}`);
    }
    const filePath = path.join(folder(), 'traffic.csv');
    await writeFile(filePath, `${lines.join('\n')}\n`);

    const reports: { upload: number; bytes: number; total: number }[] = [];
    const uploads = [0, 1, 2].map((upload) =>
      imports.checks.upload(
        'traffic',
        filePath,
        'traffic.csv',
        {},
        { userId: 1, scope: null },
        (bytes, total) => reports.push({ upload, bytes, total }),
      ),
    );
    const checked = await Promise.all(uploads);
    expect(checked).toHaveLength(3);
    // Each upload's reports form one run that ends with the whole file read.
    const runs = reports.filter(
      (report, index) => index === 0 || reports[index - 1]?.upload !== report.upload,
    );
    expect(runs.map((report) => report.upload).sort()).toEqual([0, 1, 2]);
    expect(reports.length).toBeGreaterThan(3 * 5);
    for (const upload of [0, 1, 2]) {
      const own = reports.filter((report) => report.upload === upload);
      expect(own.at(-1)?.bytes).toBe(own.at(-1)?.total);
    }
  }, 120_000);
});
