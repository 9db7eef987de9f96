/**
 * The `import-inbox` command: one pass over the import inbox for cron, doing what the watching
 * server does (see modules/import-inbox). On DuckDB the server must be stopped; on PostgreSQL
 * it may run, and the pass waits while a server works through the inbox.
 */
import path from 'node:path';
import type { Config } from '../config';
import { invalid } from '../core/errors';
import { openDatabase } from '../db/open-database';
import { redactLogLine } from '../lib/log-redaction';
import { ImportInbox, type InboxLog } from '../modules/import-inbox/import-inbox.service';
import { importServiceLoader } from '../modules/import-inbox/inbox-loader';
import { smtpInboxMailer } from '../modules/import-inbox/inbox-mailer';
import { ImportService } from '../modules/imports/imports.service';

/**
 * `message key=value …`, one line per event, for a cron mail or a log file: redacted as the
 * server's log is.
 */
function line(message: string, details: object): string {
  const values = Object.entries(details)
    .filter(([key]) => key !== 'err')
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  const error = 'err' in details && details.err instanceof Error ? ` (${details.err.message})` : '';
  return redactLogLine([message, ...values].join(' ') + error);
}

const consoleLog: InboxLog = {
  info: (details, message) => console.log(line(message, details)),
  warn: (details, message) => console.log(line(message, details)),
  error: (details, message) => console.error(line(message, details)),
};

/** Returns the process exit code: 0 when everything taken loaded, 1 when anything failed. */
export async function runImportInbox(config: Config): Promise<number> {
  const inbox = config.importInbox;
  if (!inbox) throw invalid('IMPORT_INBOX_DIR is not set: set it to the inbox folder.');
  const database = await openDatabase(config.storage);
  try {
    const pass = await new ImportInbox({
      database,
      loader: importServiceLoader(
        new ImportService({
          database,
          workDir: path.join(config.importWorkDir, 'cli'),
          maxFileMb: config.importMaxMb,
        }),
      ),
      inboxDir: inbox.dir,
      username: inbox.username,
      settleMs: inbox.settleMs,
      mailer: config.smtp ? smtpInboxMailer(config.smtp) : null,
      log: consoleLog,
    }).passOnce();
    console.log(
      `Import inbox: ${pass.loaded} loaded, ${pass.failed} failed, ${pass.waiting} still being written.`,
    );
    return pass.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}
