/**
 * Command-line entry: serve | demo | migrate | import | auto-in-link | checklist-report |
 * create-admin | backup | restore | import-inbox | demo-code.
 */

import './refuse-unsupported-node';
import {
  IMPORT_KINDS,
  type ImportKind,
  NUMBER_FORMATS,
  type NumberFormat,
} from '@outlet-pulse/contracts';
import { Command, InvalidArgumentError } from 'commander';
import { runBackup, runRestore } from './commands/backup';
import { createAdminCommand } from './commands/create-admin';
import { defaultDemoOptions, fillWithDemoData, formatDemoSummary } from './commands/demo';
import { demoCode } from './commands/demo-code';
import { PromptCancelledError } from './commands/hidden-prompt';
import { runImport } from './commands/import';
import { runImportBundle } from './commands/import-bundle';
import { runImportInbox } from './commands/import-inbox';
import { serve } from './commands/serve';
import { loadConfig } from './config';
import { DomainError } from './core/errors';
import { ReferenceDataCache } from './core/reference-data';
import { ChangeVersions } from './db/change-versions';
import { DatabaseLockedError } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { AuthSecretError, deriveAuthKeys, resolveAuthSecret } from './modules/auth/auth-keys';
import { AutoSignInService } from './modules/auth/auto-sign-in.service';
import { SessionService } from './modules/auth/sessions.service';
import { ChecklistReportService } from './modules/checklists/checklist-report.service';
import { smtpReportMailer } from './modules/checklists/report-mailer';

function positiveInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new InvalidArgumentError('expected a whole number of at least 1');
  }
  return parsed;
}

function isoDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new InvalidArgumentError('expected a date YYYY-MM-DD');
  }
  return value;
}

const program = new Command('outlet-pulse').description('Outlet Pulse server and tools');

program
  .command('serve')
  .description('serve the API and the web app (creates demo data on a first start in demo mode)')
  .action(async () => {
    await serve(loadConfig());
  });

program
  .command('demo')
  .description('replace all sales data with generated demo data (stop the server first on DuckDB)')
  .option('--outlets <count>', 'number of outlets', positiveInteger)
  .option('--years <count>', 'reporting years, ending with the current one', positiveInteger)
  .option('--seed <number>', 'random seed; the same seed gives the same data', positiveInteger)
  .option('--last-date <YYYY-MM-DD>', 'last day with sales (default: yesterday)', isoDate)
  .action(async (flags: { outlets?: number; years?: number; seed?: number; lastDate?: string }) => {
    const config = loadConfig();
    const defaults = defaultDemoOptions(config);
    const database = await openDatabase(config.storage);
    try {
      const summary = await fillWithDemoData(database, {
        outlets: flags.outlets ?? defaults.outlets,
        years: flags.years ?? defaults.years,
        seed: flags.seed ?? defaults.seed,
        lastSalesDate: flags.lastDate ?? defaults.lastSalesDate,
      });
      console.log(formatDemoSummary(summary));
    } finally {
      await database.close();
    }
  });

program
  .command('migrate')
  .description('bring the database schema up to date')
  .action(async () => {
    const config = loadConfig();
    const database = await openDatabase(config.storage);
    try {
      const report = await migrate(database);
      console.log(
        report.applied.length === 0
          ? 'Schema is up to date.'
          : `Applied ${report.applied.join(', ')}.`,
      );
    } finally {
      await database.close();
    }
  });

program
  .command('auto-in-link')
  .description('print a signed, single-use sign-in link valid for 10 minutes')
  .requiredOption('--employee <employeeID>', 'employee ID of the user to sign in')
  .option('--menu <page>', 'page under /portal/sales/ to open', 'sales-summary')
  .action(async (flags: { employee: string; menu: string }) => {
    if (!/^[a-z0-9-]+$/.test(flags.menu))
      throw new InvalidArgumentError('--menu must be a page such as sales-summary');
    const config = loadConfig();
    const database = await openDatabase(config.storage);
    try {
      const keys = deriveAuthKeys(await resolveAuthSecret(config));
      const autoSignIn = new AutoSignInService(
        database,
        new SessionService(database, keys),
        keys.autoIn,
        { publicBaseUrl: config.publicBaseUrl ?? `http://localhost:${config.port}` },
      );
      const link = await autoSignIn.issueLink(
        { employeeID: flags.employee, menu: flags.menu },
        null,
      );
      console.log(`${link.url}\n  valid until ${link.expiresAt}, once.`);
    } finally {
      await database.close();
    }
  });

program
  .command('checklist-report')
  .description("e-mail a checklist's report link to its PIC and outlet, or print a link")
  .requiredOption(
    '--document <number>',
    'the document number people see (CHK2611XN3X6) or the numeric id',
    (value) => {
      if (!/^(\d+|[A-Za-z]{3}\d{4}[A-Za-z0-9]{5})$/.test(value.trim()))
        throw new InvalidArgumentError(
          '--document must be a document number such as CHK2611XN3X6 or a numeric id',
        );
      return value;
    },
  )
  .option('--link-only', 'print a new report link without sending an e-mail')
  .action(async (flags: { document: string; linkOnly?: boolean }) => {
    const config = loadConfig();
    const database = await openDatabase(config.storage);
    try {
      const service = new ChecklistReportService(database, {
        referenceData: new ReferenceDataCache(database, new ChangeVersions(database)),
        publicBaseUrl: config.publicBaseUrl ?? `http://localhost:${config.port}`,
        mailer: config.smtp ? smtpReportMailer(config.smtp) : null,
      });
      const documentId = await service.documentIdOf(flags.document);
      if (flags.linkOnly) {
        const link = await service.issueLink(documentId, null);
        console.log(`${link.url}\n  valid until ${link.expiresAt}.`);
        return;
      }
      const sent = await service.send(documentId, null);
      console.log(
        `Sent to ${sent.recipients.join(', ')}:\n${sent.url}\n  valid until ${sent.expiresAt}.`,
      );
    } finally {
      await database.close();
    }
  });

program
  .command('import')
  .description(
    `load a file of ${IMPORT_KINDS.join(' | ')} (CSV or .xlsx) as KIND FILE, or several files at once (paths, a folder's top-level files or a .zip; kinds from the file names), all or nothing (stop the server first on DuckDB)`,
  )
  .argument('<paths...>', 'KIND FILE, or the files, folders and .zip files of one import')
  .option(
    '--number-format <format>',
    'plain (1234567) or id (1.234.567); default: id for ;-separated CSV',
    (value) => {
      if (!(NUMBER_FORMATS as readonly string[]).includes(value)) {
        throw new InvalidArgumentError(`expected one of ${NUMBER_FORMATS.join(', ')}`);
      }
      return value as NumberFormat;
    },
  )
  .option('--sheet <name>', '.xlsx: the sheet to read instead of the first (KIND FILE only)')
  .option('--as <username>', 'the user recorded in the import history')
  .action(
    async (
      paths: string[],
      flags: { numberFormat?: NumberFormat; sheet?: string; as?: string },
    ) => {
      const [kind, file] = paths;
      process.exitCode =
        paths.length === 2 && (IMPORT_KINDS as readonly string[]).includes(kind ?? '')
          ? await runImport(loadConfig(), kind as ImportKind, file as string, flags)
          : await runImportBundle(loadConfig(), paths, flags);
    },
  );

program
  .command('import-inbox')
  .description(
    'load what waits in IMPORT_INBOX_DIR once, as the server watching it would (for cron); exit 1 when anything failed',
  )
  .action(async () => {
    process.exitCode = await runImportInbox(loadConfig());
  });

program
  .command('backup')
  .description(
    'copy the DuckDB database to a new or empty folder, consistently, also while the server runs (PostgreSQL: pg_dump)',
  )
  .requiredOption('--to <dir>', 'the folder to write the backup to')
  .action(async (flags: { to: string }) => {
    console.log(await runBackup(loadConfig(), flags.to));
  });

program
  .command('restore')
  .description(
    'rebuild the DuckDB database from a backup folder; stop the server first (PostgreSQL: pg_restore)',
  )
  .requiredOption('--from <dir>', 'the folder backup --to wrote')
  .option('--force', 'replace a database that DATA_DIR already holds (kept beside it)')
  .action(async (flags: { from: string; force?: boolean }) => {
    console.log(await runRestore(loadConfig(), flags.from, flags.force ?? false));
  });

program.addCommand(createAdminCommand());

program
  .command('demo-code')
  .description(
    "demo mode: print the demo admin's current second-factor code (its key is public, like the demo passwords)",
  )
  .action(() => {
    console.log(demoCode(loadConfig()));
  });

/** Errors that explain themselves are printed as a sentence; anything else with its stack. */
function isExplained(error: unknown): error is Error {
  return (
    error instanceof DatabaseLockedError ||
    error instanceof AuthSecretError ||
    error instanceof InvalidArgumentError ||
    error instanceof PromptCancelledError ||
    error instanceof DomainError ||
    (error instanceof Error && error.message.startsWith('Invalid configuration'))
  );
}

program.parseAsync().catch((error: unknown) => {
  if (isExplained(error)) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
