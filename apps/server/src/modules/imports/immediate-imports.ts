/**
 * Imports checked and loaded at once, with no user confirming them on a screen: the CLI, the
 * inbox and the starter set, for the whole database (import-scope.ts). Since no one saw a
 * refused file's report, a refusal at the check is kept in the history and the audit log.
 */
import path from 'node:path';
import type {
  ImportBundleReport,
  ImportCounts,
  ImportKind,
  LoadedBundle,
  NumberFormat,
} from '@outlet-pulse/contracts';
import { recordAudit } from '../../core/audit/audit-log';
import { DomainError } from '../../core/errors';
import type { Database } from '../../db/database';
import type { BundleFile } from './bundle-files';
import { type RefusedFile, refusedFiles } from './bundle-refusal';
import { importPreviewOf, type PreparedImport } from './file/prepare-import-file';
import { insertBatch } from './history.repository';
import {
  type ImportLoading,
  type LoadedFile,
  type LoadPhase,
  memberBatchId,
} from './import-loading';
import { loadFileOf, type ReadChoices, type UploadChecks } from './upload-checks';
import { takeUpload, takeUploads } from './uploads.repository';

/** Who `importFile`'s loads are by when no user is named: the CLI is its only caller. */
const CLI_LABEL = 'cli';

/** The CLI, the inbox and the starter set import for the whole database (import-scope.ts). */
const UNLIMITED = null;

/** Who loads a bundle: a user, or nobody with a label for the audit ('inbox', 'cli'). */
export interface ImportActor {
  userId: number | null;
  label: string;
}

export interface LoadedImport {
  batchId: string;
  counts: ImportCounts;
}

export interface ImmediateImportOptions {
  database: Database;
  clock: () => number;
}

export class ImmediateImports {
  constructor(
    private readonly options: ImmediateImportOptions,
    private readonly checks: UploadChecks,
    private readonly loading: ImportLoading,
  ) {}

  /**
   * Checks and loads a file at once (the CLI); a file with issues is only checked, and kept in
   * the history and the audit log as a bundle refused at the check is.
   */
  async importFile(
    kind: ImportKind,
    filePath: string,
    choices: ReadChoices,
    userId: number | null,
    progress: {
      onCheck?: (bytesRead: number, totalBytes: number) => void;
      onPhase?: (phase: LoadPhase) => void;
    } = {},
  ): Promise<{ prepared: PreparedImport; loaded: LoadedImport | null }> {
    const startedAt = this.options.clock();
    // The CLI may act as nobody; its upload belongs to no user (0) and is taken at once.
    const checked = await this.checks.upload(
      kind,
      filePath,
      path.basename(filePath),
      choices,
      { userId: userId ?? 0, scope: UNLIMITED },
      progress.onCheck,
    );
    const { prepared, uploadId } = checked;
    await takeUpload(this.options.database.kysely, uploadId);
    if (prepared.issueCount > 0) {
      const report = {
        files: [importPreviewOf(prepared)],
        issues: [],
        issueCount: prepared.issueCount,
      };
      const refused = refusedFiles([prepared], report);
      await this.#recordRefusal(refused, { userId, label: CLI_LABEL }, startedAt);
      return { prepared, loaded: null };
    }
    const batchId = await this.loading.newBatchId();
    const [loaded] = await this.loading.load(
      { files: [loadFileOf(checked, batchId)], userId, label: CLI_LABEL, scope: UNLIMITED },
      async (phase) => progress.onPhase?.(phase),
    );
    return { prepared, loaded: { batchId, counts: (loaded as LoadedFile).counts } };
  }

  /**
   * Checks a bundle's files and, when nothing has an issue, loads them all in one transaction
   * (the CLI, the inbox, the starter set: for every company, whichever user they name). Every
   * refusal is in the report; it throws only when something unexpected fails.
   */
  async importBundle(
    files: readonly BundleFile[],
    actor: ImportActor,
    choices: { numberFormat?: NumberFormat | undefined } = {},
    onPhase?: (phase: LoadPhase) => void,
  ): Promise<{ report: ImportBundleReport; loaded: LoadedBundle | null }> {
    const startedAt = this.options.clock();
    const { report, uploadId, members } = await this.checks.checkBundle(files, choices, {
      userId: actor.userId ?? 0,
      scope: UNLIMITED,
    });
    if (uploadId === null) {
      await this.#recordRefusal(refusedFiles(files, report), actor, startedAt);
      return { report, loaded: null };
    }
    await this.options.database.kysely.transaction().execute((transaction) =>
      takeUploads(
        transaction,
        uploadId,
        members.map((member) => member.uploadId),
      ),
    );
    const bundleId = await this.loading.newBatchId();
    try {
      const loaded = await this.loading.load(
        {
          files: members.map((member, index) => loadFileOf(member, memberBatchId(bundleId, index))),
          userId: actor.userId,
          label: actor.label,
          scope: UNLIMITED,
        },
        async (phase) => onPhase?.(phase),
      );
      return { report, loaded: { bundleId, files: loaded } };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return {
        report: {
          ...report,
          issues: [...report.issues, error.message],
          issueCount: report.issueCount + 1,
        },
        loaded: null,
      };
    }
  }

  /** A FAILED history row per refused file and one audit entry for them, in one transaction. */
  async #recordRefusal(
    refused: readonly RefusedFile[],
    actor: ImportActor,
    startedAt: number,
  ): Promise<void> {
    if (refused.length === 0) return;
    const bundleId = await this.loading.newBatchId();
    const finishedAt = this.options.clock();
    await this.options.database.kysely.transaction().execute(async (transaction) => {
      for (const [index, file] of refused.entries()) {
        await insertBatch(transaction, {
          id: memberBatchId(bundleId, index),
          kind: file.kind,
          fileName: file.fileName,
          status: 'FAILED',
          counts: { rows: file.rows, inserted: 0, updated: 0, unchanged: 0 },
          message: file.message,
          userId: actor.userId,
          actorLabel: actor.label,
          startedAt,
          finishedAt,
          // Its rows were never read into the database.
          companies: null,
        });
      }
      await recordAudit(
        transaction,
        {
          actorUserId: actor.userId,
          action: 'CREATED',
          entity: 'import',
          entityId: bundleId,
          details: {
            changes: [
              { field: 'status', from: null, to: 'FAILED' },
              {
                field: 'fileName',
                from: null,
                to: refused.map((file) => file.fileName).join(', '),
              },
              { field: 'message', from: null, to: refused[0]?.message ?? null },
              { field: 'by', from: null, to: actor.label },
            ],
          },
        },
        finishedAt,
      );
    });
  }
}
