/**
 * `import PATH…`: several files loaded as one import, all or nothing, in the load order — the
 * paths given, a folder's top-level files, a .zip's — each file's kind from its name. The same
 * checks as the import screen's; on DuckDB the server must be stopped.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImportBundleReport } from '@outlet-pulse/contracts';
import type { Config } from '../config';
import { invalid } from '../core/errors';
import type { BundleFile } from '../modules/imports/bundle-files';
import { ImportService } from '../modules/imports/imports.service';
import {
  type ImportFlags,
  issueLines,
  loadedLine,
  PHASE_LABEL,
  PHASE_PERCENT,
  runWithDatabase,
  userIdOf,
} from './import';

/** The files the paths name: files as they are, a folder's top-level files (hidden ones left out). */
async function filesOf(paths: readonly string[]): Promise<BundleFile[]> {
  const files: BundleFile[] = [];
  for (const given of paths) {
    const resolved = path.resolve(given);
    const found = await stat(resolved).catch(() => null);
    if (!found) throw invalid(`There is no file or folder at ${resolved}.`);
    if (!found.isDirectory()) {
      files.push({ fileName: path.basename(resolved), path: resolved });
      continue;
    }
    for (const entry of await readdir(resolved, { withFileTypes: true })) {
      if (entry.isFile() && !entry.name.startsWith('.')) {
        files.push({ fileName: entry.name, path: path.join(resolved, entry.name) });
      }
    }
  }
  return files;
}

/** The report as lines: each file's rows and issues, then the bundle's own issues. */
export function formatBundleReport(report: ImportBundleReport): string[] {
  return [
    ...report.files.flatMap((file) => [
      `${file.fileName} (${file.kind}): ${file.rows} ${file.rows === 1 ? 'row' : 'rows'}, ${file.issueCount} ${file.issueCount === 1 ? 'problem' : 'problems'}`,
      ...issueLines(file.issues, file.issueCount),
    ]),
    ...report.issues.map((issue) => `  ${issue}`),
  ];
}

/** Returns the process exit code: 0 loaded, 1 refused (nothing loaded). */
export async function runImportBundle(
  config: Config,
  paths: readonly string[],
  flags: Omit<ImportFlags, 'sheet'>,
): Promise<number> {
  const files = await filesOf(paths);
  return runWithDatabase(config, async (database, progress) => {
    const imports = new ImportService({
      database,
      workDir: path.join(config.importWorkDir, 'cli'),
      maxFileMb: config.importMaxMb,
    });
    progress.update(10, 'Checking the files');
    const { report, loaded } = await imports.immediate.importBundle(
      files,
      { userId: await userIdOf(database, flags.as), label: 'cli' },
      { numberFormat: flags.numberFormat },
      (phase) => progress.update(PHASE_PERCENT[phase], PHASE_LABEL[phase]),
    );
    progress.update(100, 'Done');
    progress.stop();
    if (!loaded) {
      console.log(
        [
          `${report.issueCount} ${report.issueCount === 1 ? 'problem' : 'problems'}; nothing was loaded.`,
          ...formatBundleReport(report),
        ].join('\n'),
      );
      return 1;
    }
    for (const file of loaded.files) {
      console.log(loadedLine(file.fileName, file.batchId, file.counts));
    }
    return 0;
  });
}
