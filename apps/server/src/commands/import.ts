/**
 * The `import KIND FILE` command: the same checks and the same all-or-nothing load as the
 * import screen, for a file on this machine. On DuckDB the server must be stopped (one process
 * owns the file); on PostgreSQL it may run, and its caches follow the `sales` counter.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type ImportCounts,
  type ImportKind,
  type NumberFormat,
  type RowIssue,
  rowIssueText,
} from '@outlet-pulse/contracts';
import type { Config } from '../config';
import { invalid } from '../core/errors';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { createTaskProgressBar } from '../lib/terminal-progress';
import type { LoadPhase } from '../modules/imports/import-loading';
import { ImportService } from '../modules/imports/imports.service';

const CHECK_SHARE = 60;
/** What the CLI prints of a loaded file. */
export function loadedLine(fileName: string, batchId: string, counts: ImportCounts): string {
  return (
    `${fileName}: loaded ${counts.rows} ${counts.rows === 1 ? 'row' : 'rows'} as import ${batchId}: ` +
    `${counts.inserted} inserted, ${counts.updated} updated, ${counts.unchanged} unchanged.`
  );
}

export const PHASE_PERCENT: Record<LoadPhase, number> = {
  staging: 65,
  checking: 75,
  merging: 80,
  rollups: 92,
};
export const PHASE_LABEL: Record<LoadPhase, string> = {
  staging: 'Copying rows into the database',
  checking: 'Checking outlets and closed months',
  merging: 'Replacing changed rows and adding new ones',
  rollups: 'Refreshing monthly rollups',
};

export interface ImportFlags {
  numberFormat?: NumberFormat;
  sheet?: string;
  /** Username recorded in the history as who imported. */
  as?: string;
}

function formatIssue(issue: RowIssue): string {
  return `  ${rowIssueText(issue)}`;
}

/** The issues a report shows, one a line, then how many more it left out. */
export function issueLines(issues: readonly RowIssue[], issueCount: number): string[] {
  const more = issueCount - issues.length;
  return [...issues.map(formatIssue), ...(more > 0 ? [`  … and ${more} more`] : [])];
}

/**
 * Runs an import command with the database open and a progress bar: the bar stops if the
 * import throws, and the database is closed after either way.
 */
export async function runWithDatabase(
  config: Config,
  run: (database: Database, progress: ReturnType<typeof createTaskProgressBar>) => Promise<number>,
): Promise<number> {
  const database = await openDatabase(config.storage);
  const progress = createTaskProgressBar();
  try {
    return await run(database, progress);
  } catch (error) {
    progress.stop();
    throw error;
  } finally {
    await database.close();
  }
}

/** The user `--as` names, or null (nobody) without it. */
export async function userIdOf(database: Database, username: string | undefined) {
  if (!username) return null;
  const user = await database.kysely
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user) throw invalid(`There is no user ${username}.`);
  return user.id;
}

/** Returns the process exit code: 0 loaded, 1 refused (nothing loaded). */
export async function runImport(
  config: Config,
  kind: ImportKind,
  file: string,
  flags: ImportFlags,
): Promise<number> {
  const filePath = path.resolve(file);
  await stat(filePath).catch(() => {
    throw invalid(`There is no file at ${filePath}.`);
  });
  return runWithDatabase(config, async (database, progress) => {
    const userId = await userIdOf(database, flags.as);
    const imports = new ImportService({
      database,
      workDir: path.join(config.importWorkDir, 'cli'),
    });
    const { prepared, loaded } = await imports.immediate.importFile(
      kind,
      filePath,
      { numberFormat: flags.numberFormat, sheet: flags.sheet },
      userId,
      {
        onCheck: (read, total) =>
          progress.update(total > 0 ? (CHECK_SHARE * read) / total : 0, 'Checking the file'),
        onPhase: (phase) => progress.update(PHASE_PERCENT[phase], PHASE_LABEL[phase]),
      },
    );
    if (!loaded) {
      progress.stop();
      console.log(
        [
          `${prepared.fileName}: ${prepared.issueCount} ${prepared.issueCount === 1 ? 'problem' : 'problems'} in ${prepared.rows} rows; nothing was loaded.`,
          ...issueLines(prepared.issues, prepared.issueCount),
        ].join('\n'),
      );
      return 1;
    }
    progress.update(100, 'Done');
    progress.stop();
    console.log(loadedLine(prepared.fileName, loaded.batchId, loaded.counts));
    return 0;
  });
}
