/**
 * The import history shows each importer only what they may see (issue 17): a load records
 * the companies its rows touched, so that a user limited to some companies sees the loads that
 * touched only theirs. `companies_recorded` tells a row whose list is whole from one whose
 * companies are unknown (rows of earlier releases, files refused at the check, loads that
 * failed or were interrupted), which only their own user and importers of every company see.
 */
import { linkTable, migration } from '../migration-sql';

export const importScope = migration(13, 'import scope', [
  'ALTER TABLE import_batches ADD COLUMN companies_recorded BOOLEAN',
  linkTable('import_batch_companies', 'batch_id VARCHAR(20)', 'company_code VARCHAR(20)'),
]);
