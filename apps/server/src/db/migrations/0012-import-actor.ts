/**
 * The import history names who loaded when no user did (the CLI without --as, the starter set)
 * by the label the import was given, and keeps a row for a file refused at the check, whose
 * kind its name may not tell (so the kind may be empty).
 *
 * DuckDB cannot alter a column of a table that has an index: the index is dropped and made
 * again around the change.
 */
import { migration } from '../migration-sql';

export const importActor = migration(12, 'import actor', [
  'ALTER TABLE import_batches ADD COLUMN actor_label VARCHAR(40)',
  'DROP INDEX import_batches_started',
  'ALTER TABLE import_batches ALTER COLUMN kind DROP NOT NULL',
  'CREATE INDEX import_batches_started ON import_batches (started_at)',
]);
