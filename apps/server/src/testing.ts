/**
 * The server's one entry point for the browser tests (e2e/) and the benchmarks (bench/),
 * imported as '@outlet-pulse/server/testing' (the package's only export). What they build on
 * is named here, so that the server's files can move without breaking them, and the linter
 * refuses any other import of the server from those folders (biome.jsonc).
 */

export { bodyOf, type Mailbox, startMailbox } from '../test/mailbox';
export { type PrivatePostgres, startPrivatePostgres } from '../test/private-postgres';
export { secondFactorClock } from '../test/second-factor';
export {
  type Balancer,
  type ServerProcess,
  startBalancer,
  startServerProcesses,
} from '../test/server-cluster';
export { buildApp } from './app';
export { DUCKDB_FILE_NAME, type StorageConfig } from './config';
export { ReferenceDataCache } from './core/reference-data';
export { ChangeVersions } from './db/change-versions';
export type { Database } from './db/database';
export { migrate } from './db/migrate';
export { openDatabase } from './db/open-database';
export { totpCodeAt } from './modules/auth/second-factor-codes';
export { ChecklistReportService } from './modules/checklists/checklist-report.service';
export type { SmtpConfig } from './modules/checklists/report-mailer';
export { ImportService } from './modules/imports/imports.service';
export { FirstRunSetup } from './modules/setup/first-run-setup';
export { seedDemoChecklists } from './seed/demo-data/demo-checklists';
export { seedDemoMasterData } from './seed/demo-data/demo-master-data';
export { type DemoSummary, loadDemoData } from './seed/demo-data/generate-demo';
export { createRandom } from './seed/demo-data/random';
export { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, seedDemoUsers } from './seed/demo-users';
