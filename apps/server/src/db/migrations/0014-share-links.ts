/**
 * Shared links held on the server (issue 17): the link carries only an opaque id, whose hash
 * is kept here with who shared it and what it shows, so that each link can be listed and
 * revoked one by one, and ends with its sharer's sessions (a password change, a reset, a
 * deactivation). `id` names a link in the sharer's list; only the hash can find it from a URL.
 */
import { migration } from '../migration-sql';

export const shareLinks = migration(14, 'share links', [
  `CREATE TABLE share_links (
      id VARCHAR(32) PRIMARY KEY,
      token_hash VARCHAR(64) NOT NULL UNIQUE,
      user_id INTEGER NOT NULL,
      company VARCHAR(20) NOT NULL,
      year INTEGER NOT NULL,
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL,
      revoked_at BIGINT,
      revoked_reason VARCHAR(40)
    )`,
  'CREATE INDEX share_links_user ON share_links (user_id)',
]);
