/**
 * One counter per kind of change that in-memory caches depend on. A writer bumps the counter
 * when it commits; every process polls the counters and drops what it cached under an older
 * version, so a replica that did not make the change still sees it within a poll.
 */
import { migration } from '../migration-sql';

export const changeVersions = migration(4, 'change versions', [
  `CREATE TABLE change_versions (
      name VARCHAR(20) PRIMARY KEY,
      version BIGINT NOT NULL
    )`,
  `INSERT INTO change_versions (name, version) VALUES ('auth', 0), ('sales', 0)`,
]);
