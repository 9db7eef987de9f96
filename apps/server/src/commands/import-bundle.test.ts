/**
 * `npm run cli -- import PATH…` in-process on an embedded database: several paths, a folder and
 * a zip load as one import in the load order and print each file's counts; a name of no kind
 * prints the reason, exits 1, loads nothing and leaves its refusal in the history and audit log.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../test/bundle-payloads';
import { printedBy, useEmbeddedDemoDatabase } from '../../test/cli-runs';
import { openDatabase } from '../db/open-database';
import { runImportBundle } from './import-bundle';

const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../samples/imports',
);
const COMPANIES = 'company,name\nKCG66,Cli Bundle Company\n';
const OUTLETS =
  'outlet_id,name,company,type,group,city,open_date\nKCG66-0001,CLI BUNDLE STORE,KCG66,STORES,O,Medan,2026-10-01\n';

describe('npm run cli -- import PATH…', () => {
  // 24 outlets: Aruna's second outlet, which the samples use, exists.
  const { folder, config } = useEmbeddedDemoDatabase('outlet-pulse-cli-bundle-', 24);

  async function run(paths: string[]) {
    return printedBy(() => runImportBundle(config(), paths, {}));
  }

  async function outletCompany(id: string): Promise<string | undefined> {
    const database = await openDatabase(config().storage);
    try {
      const row = await database.kysely
        .selectFrom('outlets')
        .select('company_code')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.company_code;
    } finally {
      await database.close();
    }
  }

  it('loads the sample daily and category sales given as two paths', async () => {
    const { code, output } = await run([
      path.join(SAMPLES, 'category-sales.csv'),
      path.join(SAMPLES, 'daily-sales.csv'),
    ]);
    expect(code, output).toBe(0);
    const lines = output.split('\n').filter((line) => line.includes('loaded'));
    expect(lines[0]).toMatch(/^daily-sales\.csv: loaded 10 rows as import (IMP\d{4}[A-Z0-9]{5}):/);
    expect(lines[1]).toMatch(
      /^category-sales\.csv: loaded 40 rows as import IMP\d{4}[A-Z0-9]{5}-2:/,
    );
  });

  it('loads a zip of a companies and an outlets file, the company first', async () => {
    const zip = path.join(folder(), 'night.zip');
    await writeFile(
      zip,
      zipOf([
        { name: 'outlets.csv', body: OUTLETS },
        { name: 'companies.csv', body: COMPANIES },
      ]),
    );
    const { code, output } = await run([zip]);
    expect(code, output).toBe(0);
    expect(output).toMatch(
      /companies\.csv: loaded 1 row [^\n]*: 1 inserted[\s\S]*outlets\.csv: loaded 1 row/,
    );
    expect(await outletCompany('KCG66-0001')).toBe('KCG66');
  });

  it('refuses a folder holding a file of no kind, loading none of its files', async () => {
    const night = path.join(folder(), 'night');
    await mkdir(night);
    await writeFile(
      path.join(night, 'outlets.csv'),
      OUTLETS.replaceAll('KCG66-0001', 'KCG66-0002'),
    );
    await writeFile(path.join(night, 'notes.txt'), 'remember the traffic file');
    await writeFile(path.join(night, '.hidden.csv'), 'left out');
    const { code, output } = await run([night]);
    expect(code).toBe(1);
    expect(output).toContain('1 problem; nothing was loaded.');
    expect(output).toContain('unknown file name notes.txt: it must start with one of');
    expect(await outletCompany('KCG66-0002')).toBeUndefined();

    // The history keeps a FAILED row per file, by the CLI, and the audit log one entry.
    const database = await openDatabase(config().storage);
    try {
      const batches = await database.kysely
        .selectFrom('import_batches')
        .select(['id', 'kind', 'file_name', 'status', 'message', 'user_id', 'actor_label'])
        .where('status', '=', 'FAILED')
        .orderBy('file_name')
        .execute();
      const reason = `Refused at the check, nothing loaded: 1 problem; the first: unknown file name notes.txt`;
      expect(batches).toMatchObject([
        { kind: null, file_name: 'notes.txt', user_id: null, actor_label: 'cli' },
        { kind: 'outlets', file_name: 'outlets.csv', user_id: null, actor_label: 'cli' },
      ]);
      for (const batch of batches) expect(batch.message?.startsWith(reason)).toBe(true);
      const audit = await database.kysely
        .selectFrom('audit_log')
        .select('entity_id')
        .where('entity', '=', 'import')
        .where('details', 'like', '%FAILED%')
        .execute();
      expect(audit.map((entry) => entry.entity_id)).toEqual([
        batches.map((batch) => batch.id).sort()[0],
      ]);
    } finally {
      await database.close();
    }
  });
});
