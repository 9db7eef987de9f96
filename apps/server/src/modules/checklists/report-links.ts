/**
 * Report links: a random 256-bit id in the URL, kept in the database only as its SHA-256, so
 * neither guessing nor reading the table yields a working link. A link works until it expires
 * or an administrator revokes the document's links.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newReportLinkId = () => randomBytes(32).toString('base64url');

export const hashReportLinkId = (id: string) => createHash('sha256').update(id).digest('hex');

/** Ids we issue are 43 base64url characters; anything else is refused before any lookup. */
export const isWellFormedLinkId = (id: string) => /^[A-Za-z0-9_-]{43}$/.test(id);
