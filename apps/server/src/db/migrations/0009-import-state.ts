/**
 * Imports whose state lives in the database, so that any server behind a balancer can confirm,
 * poll or show an import: an upload and its check result wait here for their confirmation (the
 * prepared rows themselves wait in a staging table of their own, `import_rows_<upload id>`,
 * made at upload time), and a confirmed upload becomes a job whose phase every server reads;
 * the server running a job beats its heartbeat, so that a job whose server stopped reads as
 * failed rather than forever under way.
 */
import { migration } from '../migration-sql';

export const importState = migration(9, 'import-state', [
  `CREATE TABLE import_uploads (
      id VARCHAR(32) PRIMARY KEY,
      user_id INTEGER NOT NULL,
      kind VARCHAR(20) NOT NULL,
      file_name VARCHAR(255) NOT NULL,
      rows_read INTEGER NOT NULL,
      issue_count INTEGER NOT NULL,
      report TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL
    )`,
  'CREATE INDEX import_uploads_expires ON import_uploads (expires_at)',
  `CREATE TABLE import_jobs (
      id VARCHAR(32) PRIMARY KEY,
      upload_id VARCHAR(32) NOT NULL,
      batch_id VARCHAR(20) NOT NULL,
      user_id INTEGER NOT NULL,
      kind VARCHAR(20) NOT NULL,
      file_name VARCHAR(255) NOT NULL,
      rows_read INTEGER NOT NULL,
      phase VARCHAR(10) NOT NULL,
      inserted INTEGER,
      updated INTEGER,
      unchanged INTEGER,
      message VARCHAR(1000),
      created_at BIGINT NOT NULL,
      heartbeat_at BIGINT NOT NULL,
      finished_at BIGINT
    )`,
  'CREATE INDEX import_jobs_finished ON import_jobs (finished_at)',
]);
