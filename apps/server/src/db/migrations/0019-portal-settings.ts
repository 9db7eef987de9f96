/**
 * Settings an administrator changes from the portal (issue 26): one row per setting that was
 * changed, by name; a setting without a row has its default (contracts). The first are the
 * Today page's exception thresholds.
 */
import { createTable, migration } from '../migration-sql';

export const portalSettings = migration(19, 'portal settings', [
  createTable(
    'portal_settings',
    'name VARCHAR(60) PRIMARY KEY',
    'value DOUBLE PRECISION NOT NULL',
    'changed_at BIGINT NOT NULL',
    'changed_by INTEGER',
  ),
]);
