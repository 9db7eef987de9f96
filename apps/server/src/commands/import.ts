/**
 * The `import KIND FILE` command: the same checks and the same all-or-nothing load as the
 * import screen, for a file on this machine. On DuckDB the server must be stopped (one process
 * owns the file); on PostgreSQL it may run, and its caches follow the `sales` counter.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImportKind, NumberFormat, RowIssue } from '@outlet-pulse/contracts';
import type { Config } from '../config';
import { openDatabase } from '../db/open-database';
import { createTaskProgressBar } from '../lib/terminal-progress';
import { ImportFileError } from '../modules/imports/file/import-file-error';
import { ImportService } from '../modules/imports/import.service';
import type { LoadPhase } from '../modules/imports/load-import';
import { HttpProblem } from '../plugins/error-handler';

const CHECK_SHARE = 60;
const PHASE_PERCENT: Record<LoadPhase, number> = {
  staging: 65,
  checking: 75,
  merging: 80,
  rollups: 92,
};
const PHASE_LABEL: Record<LoadPhase, string> = {
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

export function formatIssue(issue: RowIssue): string {
  return `  line ${issue.line}${issue.column ? `, ${issue.column}` : ''}: ${issue.reason}`;
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
    throw new HttpProblem(400, `There is no file at ${filePath}.`);
  });
  const database = await openDatabase(config.storage);
  const progress = createTaskProgressBar();
  try {
    let userId: number | null = null;
    if (flags.as) {
      const user = await database.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', flags.as)
        .executeTakeFirst();
      if (!user) throw new HttpProblem(400, `There is no user ${flags.as}.`);
      userId = Number(user.id);
    }
    const imports = new ImportService({
      database,
      workDir: path.join(config.importWorkDir, 'cli'),
    });
    const prepared = await imports.check(
      kind,
      filePath,
      path.basename(filePath),
      { numberFormat: flags.numberFormat, sheet: flags.sheet },
      (read, total) =>
        progress.update(total > 0 ? (CHECK_SHARE * read) / total : 0, 'Checking the file'),
    );
    if (prepared.issueCount > 0) {
      progress.stop();
      console.log(
        [
          `${prepared.fileName}: ${prepared.issueCount} ${prepared.issueCount === 1 ? 'problem' : 'problems'} in ${prepared.rows} rows; nothing was loaded.`,
          ...prepared.issues.map(formatIssue),
          ...(prepared.issueCount > prepared.issues.length
            ? [`  … and ${prepared.issueCount - prepared.issues.length} more`]
            : []),
        ].join('\n'),
      );
      return 1;
    }
    const loaded = await imports.load(prepared, await imports.newBatchId(), userId, (phase) =>
      progress.update(PHASE_PERCENT[phase], PHASE_LABEL[phase]),
    );
    progress.update(100, 'Done');
    progress.stop();
    const { counts } = loaded;
    console.log(
      `${prepared.fileName}: loaded ${counts.rows} ${counts.rows === 1 ? 'row' : 'rows'} as import ${loaded.batchId}: ` +
        `${counts.inserted} inserted, ${counts.updated} updated, ${counts.unchanged} unchanged.`,
    );
    return 0;
  } catch (error) {
    progress.stop();
    if (error instanceof ImportFileError) throw new HttpProblem(error.statusCode, error.message);
    throw error;
  } finally {
    await database.close();
  }
}
