/**
 * The inbox's loader: the import service's bundle import, the check and the all-or-nothing
 * load of the screen and the CLI, in the words of the inbox's report.
 */
import { kindOfFileName } from '@outlet-pulse/contracts';
import type { ImportService } from '../imports';
import type { BundleLoader } from './import-inbox.service';

/** The audit log's word for who loaded, beside the inbox's user. */
const ACTOR_LABEL = 'inbox';

export function importServiceLoader(imports: ImportService): BundleLoader {
  return {
    kindOf: kindOfFileName,
    async load(files, userId) {
      const { report, loaded } = await imports.immediate.importBundle(files, {
        userId,
        label: ACTOR_LABEL,
      });
      const countsOf = new Map(loaded?.files.map((file) => [file.fileName, file.counts]));
      return {
        loaded: loaded !== null,
        files: report.files.map((file) => ({
          fileName: file.fileName,
          kind: file.kind,
          rows: file.rows,
          issueCount: file.issueCount,
          issues: file.issues,
          counts: countsOf.get(file.fileName) ?? null,
        })),
        issues: report.issues,
      };
    },
  };
}
