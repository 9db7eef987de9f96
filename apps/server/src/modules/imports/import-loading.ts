/**
 * Loading checked files: their staged rows merged whole or not at all, in one transaction in
 * the load order, one load at a time per database, with each file's history row, audit entry
 * and counter bumps committing with the data. A trial load (rolled back) tells a check what
 * the load would refuse.
 */
import {
  closedPeriodMessage,
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportKind,
  type LoadedBundle,
} from '@outlet-pulse/contracts';
import type { Transaction } from 'kysely';
import { type AuditEntry, recordAudit } from '../../core/audit/audit-log';
import { conflict, DomainError } from '../../core/errors';
import { bumpChangeVersion, type ChangeKind, type ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { uniqueDocumentNumber } from '../../lib/document-number';
import { type DailyFact, refreshDataUpdates, refreshRunningMonth } from '../sales-data';
import { mayBreakCategorySums } from './bundles.repository';
import { batchIdTaken, insertBatch } from './history.repository';
import type { ImportScope } from './import-scope';
import { IMPORT_TARGETS } from './import-targets';
import {
  findCategoryMismatch,
  findClosedMonth,
  findStagedCompanies,
  findStagedOutsideScope,
  findStagedRefusal,
} from './load-checks.repository';
import { lockLoads, mergeStagedRows, refreshTouchedRollups } from './load-merge.repository';
import { dropStagedRows, type StagedRows } from './uploads.repository';

/** The steps of a load inside its transaction, in order. */
export type LoadPhase = 'staging' | 'checking' | 'merging' | 'rollups';

/** A file of a load: its staged rows and the history row it gets. */
export interface LoadFile extends StagedRows {
  fileName: string;
  rows: number;
  batchId: string;
}

export interface LoadRequest {
  /** In load order. */
  files: readonly LoadFile[];
  userId: number | null;
  /** What the rows may name: the importer's grant, checked again at the load. */
  scope: ImportScope | null;
  /** Who loads when no user does ('inbox', 'cli'), for the audit and the history. */
  label?: string | undefined;
}

export type LoadedFile = LoadedBundle['files'][number];

export interface ImportLoadingOptions {
  database: Database;
  /** In-process caches follow the change counters; absent in the CLI, which has none. */
  changeVersions?: ChangeVersions | undefined;
  clock: () => number;
}

/** The batch number of a bundle's file: the bundle's own for the first, `-2`, `-3`… after. */
export function memberBatchId(batchId: string, index: number): string {
  return index === 0 ? batchId : `${batchId}-${index + 1}`;
}

const changedRows = (counts: ImportCounts | undefined) =>
  (counts?.inserted ?? 0) + (counts?.updated ?? 0);

export class ImportLoading {
  /** DuckDB's single writer is this process: its loads (and trial loads) wait for each other here. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ImportLoadingOptions) {}

  newBatchId(): Promise<string> {
    return uniqueDocumentNumber('IMP', new Date(this.options.clock()), (number) =>
      batchIdTaken(this.options.database.kysely, number),
    );
  }

  /** Loads staged rows; loads wait for each other, so two never interleave. */
  load(load: LoadRequest, onPhase: (phase: LoadPhase) => Promise<unknown>): Promise<LoadedFile[]> {
    return this.#inTurn(() => this.#loadNow(load, onPhase));
  }

  /**
   * A trial load when the files could break a rule only the load sees (the category rows of a
   * day adding up to it): the rows' own checks already cover the rest.
   */
  async tryLoadIfNeeded(
    files: readonly LoadFile[],
    scope: ImportScope | null,
  ): Promise<string | null> {
    const needed = await mayBreakCategorySums(this.options.database.kysely, files);
    return needed ? this.#tryLoad(files, scope) : null;
  }

  #inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The load as a trial, rolled back: why the files would be refused together, or null. It
   * waits its turn like a load, so the check reports what the load would refuse.
   */
  #tryLoad(files: readonly LoadFile[], scope: ImportScope | null): Promise<string | null> {
    return this.#inTurn(async () => {
      try {
        await this.options.database.kysely.transaction().execute(async (transaction) => {
          await this.#mergeFiles(transaction, files, scope, async () => undefined);
          throw new TrialDone();
        });
        return null;
      } catch (error) {
        if (error instanceof TrialDone) return null;
        if (error instanceof DomainError) return error.message;
        throw error;
      }
    });
  }

  /**
   * Merges the files' staged rows in order inside `transaction`: each file's rows are checked
   * against the database as the files before it left it (the master data they name, the
   * importer's grant, closed months), the companies they touch noted, and merged; then the
   * category rows of the days any file touched must add up to their day. Throws a conflict
   * with the reason when anything would be refused.
   */
  async #mergeFiles(
    transaction: Transaction<DatabaseSchema>,
    files: readonly LoadFile[],
    scope: ImportScope | null,
    onPhase: (phase: LoadPhase) => Promise<unknown>,
  ): Promise<MergedFile[]> {
    // 'staging': the rows were staged at upload; the load now has its turn to read them.
    await onPhase('staging');
    await lockLoads(transaction, this.options.database.engine);
    await onPhase('checking');
    const merged: MergedFile[] = [];
    for (const file of files) {
      const rows: StagedRows = { kind: file.kind, uploadId: file.uploadId };
      const refusal =
        (await findStagedRefusal(transaction, rows)) ??
        (scope && (await findStagedOutsideScope(transaction, rows, scope)));
      if (refusal) throw conflict(refusal);
      const closed = await findClosedMonth(transaction, rows);
      if (closed !== null) throw conflict(closedPeriodMessage(closed));
      await onPhase('merging');
      // Before the merge: an outlet or an employee may leave a company.
      const companies = await findStagedCompanies(transaction, rows);
      merged.push({ counts: await mergeStagedRows(transaction, rows), companies });
    }
    for (const [index, file] of files.entries()) {
      const changed = changedRows(merged[index]?.counts) > 0;
      if (!changed || (file.kind !== 'daily-sales' && file.kind !== 'category-sales')) continue;
      const mismatch = await findCategoryMismatch(transaction, file);
      if (mismatch) {
        const { outletId, day, field } = mismatch;
        const partner = file.kind === 'daily-sales' ? 'category-sales' : 'daily-sales';
        // Loaded without its partner, the file needs it: no row of it is wrong on its own.
        throw conflict(
          files.some((other) => other.kind === partner)
            ? IMPORT_MESSAGES.categoriesDoNotAddUp(outletId, day, field)
            : IMPORT_MESSAGES.categoriesDoNotAddUpAlone(outletId, day, field, partner),
        );
      }
    }
    return merged;
  }

  /**
   * The load in one transaction: the files merged in order (#mergeFiles), the rollups of the
   * months they touch and the data's last update refreshed, and each file's history row and
   * audit entry and the kinds' counter bumps (`sales`; `auth` for employees) written, all
   * committing together. A failure anywhere leaves the database as it was and records every
   * file's batch as failed.
   */
  async #loadNow(
    load: LoadRequest,
    onPhase: (phase: LoadPhase) => Promise<unknown>,
  ): Promise<LoadedFile[]> {
    const { database, changeVersions, clock } = this.options;
    const startedAt = clock();
    try {
      const counts = await database.kysely.transaction().execute(async (transaction) => {
        const merged = await this.#mergeFiles(transaction, load.files, load.scope, onPhase);
        await onPhase('rollups');
        const bumped = new Set<ChangeKind>();
        for (const [index, file] of load.files.entries()) {
          const { counts: fileCounts, companies } = merged[index] as MergedFile;
          const rows: StagedRows = { kind: file.kind, uploadId: file.uploadId };
          if (changedRows(fileCounts) > 0) {
            await refreshDerived(transaction, rows);
            bumped.add(IMPORT_TARGETS[file.kind].changes);
          }
          await dropStagedRows(transaction, file.uploadId);
          await insertBatch(transaction, {
            id: file.batchId,
            kind: file.kind,
            fileName: file.fileName,
            status: 'LOADED',
            counts: fileCounts,
            message: null,
            userId: load.userId,
            actorLabel: load.label ?? null,
            startedAt,
            finishedAt: clock(),
            companies,
          });
          await recordAudit(transaction, loadedAuditEntry(load, file, fileCounts), clock());
        }
        for (const changes of bumped) await bumpChangeVersion(transaction, changes);
        return merged.map((file) => file.counts);
      });
      changeVersions?.expire();
      return load.files.map((file, index) => ({
        kind: file.kind,
        fileName: file.fileName,
        batchId: file.batchId,
        counts: counts[index] as ImportCounts,
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      for (const file of load.files) {
        await insertBatch(database.kysely, {
          id: file.batchId,
          kind: file.kind,
          fileName: file.fileName,
          status: 'FAILED',
          counts: { rows: file.rows, inserted: 0, updated: 0, unchanged: 0 },
          message,
          userId: load.userId,
          actorLabel: load.label ?? null,
          startedAt,
          finishedAt: clock(),
          // Whose rows they were is the rolled-back transaction's: its user still sees it.
          companies: null,
        }).catch(() => undefined);
        await dropStagedRows(database.kysely, file.uploadId).catch(() => undefined);
      }
      throw error;
    }
  }
}

/** The audit entry of a loaded file: what it was, what it changed, and in which bundle. */
function loadedAuditEntry(load: LoadRequest, file: LoadFile, counts: ImportCounts): AuditEntry {
  return {
    actorUserId: load.userId,
    action: 'CREATED',
    entity: 'import',
    entityId: file.batchId,
    details: {
      changes: [
        { field: 'kind', from: null, to: file.kind },
        { field: 'fileName', from: null, to: file.fileName },
        { field: 'rows', from: null, to: counts.rows },
        { field: 'inserted', from: null, to: counts.inserted },
        { field: 'updated', from: null, to: counts.updated },
        { field: 'unchanged', from: null, to: counts.unchanged },
        ...(load.files.length > 1
          ? [{ field: 'bundle', from: null, to: load.files[0]?.batchId ?? null }]
          : []),
        ...(load.label ? [{ field: 'by', from: null, to: load.label }] : []),
      ],
    },
  };
}

/** The monthly rollups, the data's last update and the running month the kind feeds. */
async function refreshDerived(
  transaction: Transaction<DatabaseSchema>,
  rows: StagedRows,
): Promise<void> {
  const { kind } = rows;
  const facts = ROLLUPS_FED[kind];
  if (facts.length > 0) await refreshTouchedRollups(transaction, rows, facts);
  if (kind === 'daily-sales' || kind === 'outlets') await refreshDataUpdates(transaction);
  if (kind === 'daily-sales' || kind === 'outlets' || kind === 'traffic') {
    await refreshRunningMonth(transaction);
  }
}

/** The monthly rollups each kind's rows feed (traffic's also counts the days' transactions). */
const ROLLUPS_FED: Record<ImportKind, readonly DailyFact[]> = {
  outlets: [],
  'daily-sales': ['daily_sales', 'daily_traffic'],
  'category-sales': ['daily_category_sales'],
  traffic: ['daily_traffic'],
  targets: [],
  companies: [],
  categories: [],
  'outlet-types': [],
  'outlet-groups': [],
  employees: [],
};

/** A file merged by a load: its counts, and the companies its rows touched. */
interface MergedFile {
  counts: ImportCounts;
  companies: string[];
}

/** Ends a trial load's transaction, rolling it back. */
class TrialDone extends Error {}
