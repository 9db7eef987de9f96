/**
 * The inbox's loader: the import service's check and all-or-nothing load, as an upload does it.
 */
import { IMPORT_KINDS, type ImportKind } from '@outlet-pulse/contracts';
import { DomainError } from '../../core/errors';
import type { ImportService } from '../imports/imports.service';
import type { BundleLoader } from './import-inbox.service';

/** The longest kind the lower-cased base name equals or starts with before - _ . or a space. */
function kindOf(fileName: string): ImportKind | null {
  const base = fileName.toLowerCase().replace(/\.[^.]*$/, '');
  const matching = IMPORT_KINDS.filter(
    (kind) => base === kind || (base.startsWith(kind) && /[-_. ]/.test(base[kind.length] ?? '')),
  );
  return matching.sort((a, b) => b.length - a.length)[0] ?? null;
}

export function importServiceLoader(imports: ImportService): BundleLoader {
  return {
    kindOf,
    async load(files, userId) {
      const [file] = files;
      const kind = file && files.length === 1 ? kindOf(file.fileName) : null;
      if (!file || !kind) {
        return {
          loaded: false,
          files: [],
          issues: [
            `${files.map((each) => each.fileName).join(', ')}: not one file of a known kind`,
          ],
        };
      }
      try {
        const { prepared, loaded } = await imports.importFile(kind, file.path, {}, userId);
        return {
          loaded: loaded !== null,
          files: [
            {
              fileName: file.fileName,
              kind,
              rows: prepared.rows,
              issueCount: prepared.issueCount,
              issues: prepared.issues,
              counts: loaded?.counts ?? null,
            },
          ],
          issues: [],
        };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { loaded: false, files: [], issues: [error.message] };
      }
    },
  };
}
