/**
 * The second factor (issue 17): each user's TOTP secret, encrypted at rest (AES-256-GCM under a
 * key derived from AUTH_SECRET, auth-keys.ts), either on or still waiting for its first code,
 * with the last time step a code was accepted for (so that no code is accepted twice); and the
 * user's recovery codes, kept only as SHA-256 hashes (each holds 120 random bits), with when
 * each was used.
 */
import { migration } from '../migration-sql';

export const secondFactor = migration(15, 'second factor', [
  `CREATE TABLE second_factors (
      user_id INTEGER PRIMARY KEY,
      secret_ciphertext VARCHAR(200) NOT NULL,
      enabled BOOLEAN NOT NULL,
      created_at BIGINT NOT NULL,
      enabled_at BIGINT,
      last_used_step BIGINT
    )`,
  `CREATE TABLE recovery_codes (
      user_id INTEGER NOT NULL,
      code_hash VARCHAR(64) NOT NULL,
      created_at BIGINT NOT NULL,
      used_at BIGINT,
      PRIMARY KEY (user_id, code_hash)
    )`,
]);
