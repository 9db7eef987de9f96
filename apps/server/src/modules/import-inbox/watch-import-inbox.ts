/** Has the server watch its import inbox from when it is ready until it closes. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { ImportService } from '../imports';
import { ImportInbox } from './import-inbox.service';
import { importServiceLoader } from './inbox-loader';
import { smtpInboxMailer } from './inbox-mailer';

export function watchImportInbox(
  app: FastifyInstance,
  inbox: NonNullable<Config['importInbox']>,
  { database, imports, smtp }: { database: Database; imports: ImportService; smtp: Config['smtp'] },
): void {
  const watcher = new ImportInbox({
    database,
    // The server's own import service, so the inbox's loads queue with the screen's.
    loader: importServiceLoader(imports),
    inboxDir: inbox.dir,
    username: inbox.username,
    settleMs: inbox.settleMs,
    mailer: smtp ? smtpInboxMailer(smtp) : null,
    log: app.log,
  });
  app.addHook('onReady', () => watcher.watch());
  // Before the database closes: a load in hand finishes and its file is filed away.
  app.addHook('preClose', () => watcher.stop());
}
