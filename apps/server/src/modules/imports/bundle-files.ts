/**
 * The files of one bundle, before any is read: zips unpacked (top level only), each file's
 * kind from its name, refusals of names, repeated kinds, folders and sizes as sentences, and
 * the files in load order.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  hasControlCharacter,
  IMPORT_BUNDLE_MAX_FILES,
  IMPORT_BUNDLE_MESSAGES,
  IMPORT_LOAD_ORDER,
  type ImportKind,
  kindOfFileName,
} from '@outlet-pulse/contracts';
import yauzl, { type ZipFile } from 'yauzl';

export interface BundleFile {
  /** The name its sender gave it: the kind comes from it. */
  fileName: string;
  /** Where it is on disk now. */
  path: string;
}

export interface KindedFile extends BundleFile {
  kind: ImportKind;
}

const isZip = (fileName: string) => fileName.toLowerCase().endsWith('.zip');

/** Entries zip tools add that are no file of the bundle (macOS resource forks, Finder files). */
const isPackingLitter = (name: string) =>
  name.startsWith('__MACOSX/') || path.posix.basename(name) === '.DS_Store';

/**
 * Unpacks the top-level files of a zip into `intoDir` under names `nameFile` draws. Refuses (as
 * issues, unpacking nothing more) a folder, a zip inside, too many files or one past the size
 * limit; yauzl refuses an entry that unpacks to more than it declares.
 */
async function unpackZip(
  zip: BundleFile,
  intoDir: string,
  maxFileBytes: number,
  nameFile: () => string,
): Promise<{ files: BundleFile[]; issues: string[] }> {
  const zipName = path.basename(zip.fileName);
  const limitMb = Math.round(maxFileBytes / 1024 / 1024);
  let archive: ZipFile;
  try {
    archive = await yauzl.openPromise(zip.path, { autoClose: false, strictFileNames: false });
  } catch {
    return { files: [], issues: [IMPORT_BUNDLE_MESSAGES.corruptZip(zipName)] };
  }
  const files: BundleFile[] = [];
  try {
    for await (const entry of archive.eachEntry()) {
      const name = entry.fileName;
      if (isPackingLitter(name)) continue;
      if (name.includes('/') || name.includes('\\')) {
        const folder = name.split(/[\\/]/)[0] ?? name;
        return { files, issues: [IMPORT_BUNDLE_MESSAGES.folderInZip(zipName, `${folder}/`)] };
      }
      if (isZip(name)) return { files, issues: [IMPORT_BUNDLE_MESSAGES.zipInZip(zipName, name)] };
      if (files.length >= IMPORT_BUNDLE_MAX_FILES) {
        return { files, issues: [IMPORT_BUNDLE_MESSAGES.tooManyEntries(zipName)] };
      }
      if (entry.uncompressedSize > maxFileBytes) {
        return { files, issues: [IMPORT_BUNDLE_MESSAGES.fileTooLarge(name, limitMb)] };
      }
      const target = path.join(intoDir, nameFile());
      await pipeline(await archive.openReadStreamPromise(entry), createWriteStream(target));
      files.push({ fileName: name, path: target });
    }
  } catch {
    return { files, issues: [IMPORT_BUNDLE_MESSAGES.corruptZip(zipName)] };
  } finally {
    archive.close();
  }
  return { files, issues: [] };
}

export interface SortedBundle {
  /** In load order; empty when `issues` refuse the bundle as a whole. */
  files: KindedFile[];
  issues: string[];
  /** Files unpacked from zips, for the caller to remove. */
  unpacked: string[];
}

/**
 * Unpacks the zips among `files`, names each file's kind and puts them in load order, or says
 * why the bundle cannot be read: no file, too many, a name of no kind, two files of one kind,
 * a file past `maxFileBytes`, a zip holding folders.
 */
export async function sortBundle(
  files: readonly BundleFile[],
  workDir: string,
  maxFileBytes: number,
  nameFile: () => string,
): Promise<SortedBundle> {
  const limitMb = Math.round(maxFileBytes / 1024 / 1024);
  const issues: string[] = [];
  const unpacked: string[] = [];
  const flat: BundleFile[] = [];
  for (const file of files) {
    if ((await stat(file.path)).size > maxFileBytes) {
      issues.push(IMPORT_BUNDLE_MESSAGES.fileTooLarge(path.basename(file.fileName), limitMb));
    } else if (isZip(file.fileName)) {
      const inside = await unpackZip(file, workDir, maxFileBytes, nameFile);
      unpacked.push(...inside.files.map((each) => each.path));
      flat.push(...inside.files);
      issues.push(...inside.issues);
    } else {
      flat.push(file);
    }
  }
  if (flat.length === 0 && issues.length === 0) issues.push(IMPORT_BUNDLE_MESSAGES.noFiles);
  if (flat.length > IMPORT_BUNDLE_MAX_FILES) {
    issues.push(IMPORT_BUNDLE_MESSAGES.tooManyFiles(flat.length));
  }
  const byKind = new Map<ImportKind, KindedFile>();
  for (const file of flat) {
    const fileName = path.basename(file.fileName);
    // The name goes into the history: refused like a text of a request (PostgreSQL cannot
    // store a NUL), here because a zip's names arrive only now.
    if (hasControlCharacter(fileName)) {
      issues.push(IMPORT_BUNDLE_MESSAGES.controlCharacterInName(fileName));
      continue;
    }
    const kind = kindOfFileName(fileName);
    const first = kind ? byKind.get(kind) : undefined;
    if (!kind) issues.push(IMPORT_BUNDLE_MESSAGES.unknownName(fileName));
    else if (first) {
      issues.push(IMPORT_BUNDLE_MESSAGES.duplicateKind(kind, first.fileName, fileName));
    } else byKind.set(kind, { fileName, path: file.path, kind });
  }
  if (issues.length > 0) return { files: [], issues, unpacked };
  const sorted = IMPORT_LOAD_ORDER.flatMap((kind) => {
    const file = byKind.get(kind);
    return file ? [file] : [];
  });
  return { files: sorted, issues, unpacked };
}
