/**
 * The import inbox: a folder the server watches (or `import-inbox` looks at once, from cron).
 * Files whole for the settle time are claimed, checked and loaded as the inbox's system user
 * exactly as an upload would be, and filed in done/ or failed/ with their report; a failure is
 * e-mailed to the people who may import. One server at a time works through a shared inbox.
 */

import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { recordAudit } from '../../core/audit/audit-log';
import type { Database } from '../../db/database';
import {
  findImporterEmails,
  findUserId,
  insertSystemUser,
  withInboxLock,
} from './import-inbox.repository';
import { groupIntoBundles, isZip } from './inbox-bundles';
import {
  claimFile,
  fileAway,
  hasUnfinished,
  listWaitingFiles,
  prepareInbox,
  returnUnfinished,
} from './inbox-folder';
import type { InboxMailer } from './inbox-mailer';
import { type Observations, observeFiles } from './inbox-readiness';
import { formatInboxReport, type InboxBundleResult } from './inbox-report';

export interface InboxFile {
  /** The name it was dropped under, which gives its kind and shows in the history. */
  fileName: string;
  path: string;
}

/** Checks and loads files as one import, all or nothing, recording history and audit. */
export interface BundleLoader {
  kindOf(fileName: string): string | null;
  load(files: readonly InboxFile[], userId: number): Promise<InboxBundleResult>;
}

/** Pino's shape, so the server's logger and the CLI's both fit. */
export interface InboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ImportInboxOptions {
  database: Database;
  loader: BundleLoader;
  inboxDir: string;
  /** The user the history and audit log name for the inbox's imports. */
  username: string;
  /** How long a file must stay unchanged before it is taken. */
  settleMs: number;
  mailer: InboxMailer | null;
  log: InboxLog;
}

/** What one pass did, counted in bundles (one import each) and files left waiting. */
export interface InboxPass {
  loaded: number;
  failed: number;
  waiting: number;
}

/** The files a pass may take now, and how many it leaves waiting. */
interface Takeable {
  take: string[];
  waiting: number;
}

export class ImportInbox {
  #observations: Observations = new Map();
  #userId: number | null = null;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();
  #stopped = false;

  constructor(private readonly options: ImportInboxOptions) {}

  /** Looks at the folder every so often until stop(). */
  async watch(): Promise<void> {
    await prepareInbox(this.options.inboxDir);
    this.options.log.info(
      { inbox: this.options.inboxDir, settleMs: this.options.settleMs },
      'import inbox: watching',
    );
    // Often, so a file waits little past its settle time: a look is a listing and a stat per
    // file, and asks the database nothing until a file is ready.
    const everyMs = Math.min(250, Math.max(50, this.options.settleMs / 10));
    const tick = () => {
      this.#running = this.#look()
        .catch((error: unknown) =>
          this.options.log.error({ err: error }, 'import inbox: the pass failed'),
        )
        .finally(() => {
          if (!this.#stopped) this.#timer = setTimeout(tick, everyMs);
        });
    };
    tick();
  }

  /** Stops watching after the file in hand, if any, is loaded and filed away. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  /**
   * One pass for cron: waits for the inbox lock, takes back what a stopped pass left, watches
   * the folder for the settle time, then loads what stayed whole.
   */
  async passOnce(): Promise<InboxPass> {
    await prepareInbox(this.options.inboxDir);
    const pass = await withInboxLock(this.options.database, true, async () => {
      await this.#returnUnfinished();
      await this.#observe();
      // A timer may wake a few milliseconds early by the wall clock the observations use.
      await sleep(this.options.settleMs + 20);
      return this.#loadReady(await this.#observe());
    });
    return pass?.value ?? { loaded: 0, failed: 0, waiting: 0 };
  }

  async #look(): Promise<void> {
    const takeable = await this.#observe();
    if (takeable.take.length === 0 && !(await hasUnfinished(this.options.inboxDir))) return;
    // Another server holding the lock is working through the inbox; the next look tries again.
    await withInboxLock(this.options.database, false, async () => {
      await this.#returnUnfinished();
      await this.#loadReady(takeable);
    });
  }

  /**
   * Looks at the folder. Zips are taken once whole; loose files once none of them is still
   * being written, so files dropped together load together.
   */
  async #observe(): Promise<Takeable> {
    const { inboxDir, settleMs } = this.options;
    const readiness = observeFiles(
      this.#observations,
      await listWaitingFiles(inboxDir),
      Date.now(),
      settleMs,
    );
    this.#observations = readiness.observations;
    const looseSettling = readiness.settling.some((name) => !isZip(name));
    const take = readiness.ready.filter((name) => isZip(name) || !looseSettling);
    return { take, waiting: readiness.settling.length + readiness.ready.length - take.length };
  }

  async #returnUnfinished(): Promise<void> {
    const returned = await returnUnfinished(this.options.inboxDir);
    if (returned.length > 0) {
      this.options.log.warn(
        { files: returned },
        'import inbox: files a stopped pass left unfinished are taken again',
      );
    }
  }

  async #loadReady(takeable: Takeable): Promise<InboxPass> {
    const pass: InboxPass = { loaded: 0, failed: 0, waiting: takeable.waiting };
    for (const bundle of groupIntoBundles(takeable.take, (name) =>
      this.options.loader.kindOf(name),
    )) {
      const loaded = await this.#loadBundle(bundle);
      if (loaded === true) pass.loaded++;
      if (loaded === false) pass.failed++;
    }
    return pass;
  }

  /** Claims, loads and files away one bundle; null when another server took its files. */
  async #loadBundle(names: readonly string[]): Promise<boolean | null> {
    const { inboxDir, log, username } = this.options;
    const pickedUpAt = Date.now();
    const claimed: (InboxFile & { claimedName: string })[] = [];
    for (const name of names) {
      const file = await claimFile(inboxDir, name, pickedUpAt);
      if (file) claimed.push({ fileName: name, ...file });
    }
    if (claimed.length === 0) return null;
    const fileNames = claimed.map((file) => file.fileName);
    log.info({ files: fileNames }, 'import inbox: picked up');

    const result = await this.#loadClaimed(claimed);
    const durationMs = Date.now() - pickedUpAt;
    const report = formatInboxReport({ result, pickedUpAt, durationMs, username });
    const outcome = result.loaded ? 'done' : 'failed';
    for (const file of claimed) await fileAway(inboxDir, file, outcome, report);
    const details = {
      files: fileNames,
      durationMs,
      rows: result.files.reduce((sum, file) => sum + file.rows, 0),
      to: path.join(inboxDir, outcome),
    };
    if (result.loaded) {
      log.info(details, 'import inbox: loaded');
    } else {
      log.warn(details, 'import inbox: failed, nothing loaded');
      await this.#tellImporters(fileNames, report);
    }
    return result.loaded;
  }

  async #loadClaimed(files: readonly InboxFile[]): Promise<InboxBundleResult> {
    const fileNames = files.map((file) => file.fileName);
    try {
      return await this.options.loader.load(files, await this.#systemUserId());
    } catch (error) {
      // Filed away as failed rather than retried: a file that breaks the server would break
      // it again at every pass.
      this.options.log.error({ err: error, files: fileNames }, 'import inbox: the load failed');
      return {
        loaded: false,
        files: [],
        issues: [
          `The import failed unexpectedly (${error instanceof Error ? error.message : String(error)}); ask an administrator to look at the server log.`,
        ],
      };
    }
  }

  async #tellImporters(fileNames: string[], report: string): Promise<void> {
    const { mailer, database, inboxDir, log } = this.options;
    if (!mailer) return;
    try {
      const to = await findImporterEmails(database.kysely);
      if (to.length === 0) {
        log.warn({ files: fileNames }, 'import inbox: no one who may import has an e-mail address');
        return;
      }
      await mailer.send({ to, fileNames, failedDir: path.join(inboxDir, 'failed'), report });
      log.info({ files: fileNames, to }, 'import inbox: failure e-mailed');
    } catch (error) {
      log.error({ err: error, files: fileNames }, 'import inbox: the failure e-mail was not sent');
    }
  }

  /**
   * The inbox's user, made on first use when it does not exist: inactive, with no employee,
   * role or password, so it can never sign in. An administrator may instead create a user of
   * that name beforehand; then that user is named.
   */
  async #systemUserId(): Promise<number> {
    if (this.#userId !== null) return this.#userId;
    const { database, username } = this.options;
    let id = await findUserId(database.kysely, username);
    if (id === null) {
      const now = Date.now();
      id = await database.kysely
        .transaction()
        .execute(async (transaction) => {
          const created = await insertSystemUser(transaction, username, now);
          await recordAudit(
            transaction,
            {
              actorUserId: null,
              action: 'CREATED',
              entity: 'user',
              entityId: String(created),
              details: {
                changes: [{ field: 'username', from: null, to: username }],
                reason: 'the import inbox user, unable to sign in',
              },
            },
            now,
          );
          return created;
        })
        // Another server made it at the same moment.
        .catch(async (error: unknown) => {
          const made = await findUserId(database.kysely, username);
          if (made === null) throw error;
          return made;
        });
    }
    this.#userId = id;
    return id;
  }
}
