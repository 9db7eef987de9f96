/**
 * What the CLI commands' in-process tests share: an embedded database of demo data in a
 * temporary folder of the suite, and a command's exit code with what it printed.
 */
import { beforeAll, vi } from 'vitest';
import { type Config, loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { loadDemoData } from '../src/seed/demo-data/generate-demo';
import { useTemporaryDirectory } from './temporary-directory';

export interface EmbeddedDemo {
  /** The suite's folder: the database lives in it, and tests may write their files there. */
  folder: () => string;
  config: () => Config;
}

/** A migrated embedded database holding a year of demo data of `outlets` outlets. */
export function useEmbeddedDemoDatabase(prefix: string, outlets: number): EmbeddedDemo {
  const folder = useTemporaryDirectory(prefix);
  let config: Config | undefined;
  beforeAll(async () => {
    const loaded = loadConfig({ DATA_DIR: folder(), LOG_LEVEL: 'silent' });
    if (loaded.storage.engine !== 'duckdb') throw new Error('expected the embedded database');
    const database = await openDatabase(loaded.storage);
    await migrate(database);
    await loadDemoData(database, { outlets, years: 1, seed: 4, lastSalesDate: '2026-10-31' });
    await database.close();
    config = loaded;
  });
  return {
    folder,
    config: () => {
      if (!config) throw new Error('the database is made in beforeAll');
      return config;
    },
  };
}

/** Runs a command in-process: its exit code and the lines it printed with console.log. */
export async function printedBy(
  command: () => Promise<number>,
): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  try {
    const code = await command();
    return { code, output: lines.join('\n') };
  } finally {
    log.mockRestore();
  }
}
