/**
 * Shared links: a seven-day link to the beta sales summary that shows one company and year as
 * its sharer, read-only, to whoever holds it. The URL holds only the link's secret id; the
 * server keeps its hash. The sharer lists and revokes their links in My Account; a password
 * change, a reset or a deactivation ends them with the sharer's sessions.
 */
import { randomBytes } from 'node:crypto';
import type { SharedLink } from '@outlet-pulse/contracts';
import { recordAudit } from '../../core/audit/audit-log';
import type { AuthContext, SharedLinkScope } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { ChangeVersions } from '../../db/change-versions';
import type { Database } from '../../db/database';
import {
  CallerCache,
  contextOf,
  findEmployeeProfile,
  findUserGrants,
  hashToken,
  newOpaqueToken,
  type UserGrants,
} from '../auth';
import {
  findSharedLinkByHash,
  findUserSharedLinks,
  insertSharedLink,
  revokeSharedLink,
  type SharedLinkRecord,
} from './shared-links.repository';

/** How long a shared link shows its data. */
export const SHARED_LINK_MS = 7 * 24 * 60 * 60_000;

/** The session id of a context that comes from a shared link rather than a sign-in. */
export const SHARED_LINK_SESSION = 'shared-link';

export interface SharedLinksOptions {
  changeVersions: ChangeVersions;
  publicBaseUrl?: string | undefined;
  clock?: () => number;
}

function statusOf(link: SharedLinkRecord, now: number): SharedLink['status'] {
  if (link.revokedAt !== null) return link.revokedReason === 'revoked' ? 'revoked' : 'ended';
  return now >= link.expiresAt ? 'expired' : 'active';
}

export class SharedLinksService {
  readonly #now: () => number;
  /** Links by the hash of their secret id, and their sharers' grants, per `auth` counter. */
  readonly #links: CallerCache<SharedLinkRecord>;
  readonly #sharers: CallerCache<UserGrants>;

  constructor(
    private readonly database: Database,
    private readonly options: SharedLinksOptions,
  ) {
    this.#now = options.clock ?? Date.now;
    this.#links = new CallerCache(options.changeVersions);
    this.#sharers = new CallerCache(options.changeVersions);
  }

  /**
   * The sharer behind a link, or null when the link is unknown, expired, revoked (one by one,
   * or with its sharer's sessions), or its sharer is gone or disabled. The holder acts as the
   * sharer, for the calls that accept links only.
   */
  async authenticate(token: string): Promise<AuthContext | null> {
    const tokenHash = hashToken(token);
    const link = await this.#links.get(tokenHash, () =>
      findSharedLinkByHash(this.database.kysely, tokenHash),
    );
    if (!link || link.revokedAt !== null || this.#now() >= link.expiresAt) return null;
    const grants = await this.#sharers.get(String(link.userId), () =>
      findUserGrants(this.database.kysely, link.userId),
    );
    if (!grants?.isActive) return null;
    return {
      ...contextOf(grants, SHARED_LINK_SESSION, false),
      sharedLinkScope: { company: link.company, year: link.year },
    };
  }

  /** A new link of the caller's for a scope the caller may see (shared-link-scope.ts). */
  async issue(auth: AuthContext, scope: SharedLinkScope) {
    const now = this.#now();
    const token = newOpaqueToken();
    const link = {
      id: randomBytes(12).toString('base64url'),
      userId: auth.userId,
      company: scope.company,
      year: scope.year,
      createdAt: now,
      expiresAt: now + SHARED_LINK_MS,
    };
    await insertSharedLink(this.database.kysely, link, hashToken(token));
    await recordAudit(this.database.kysely, {
      actorUserId: auth.userId,
      action: 'VIEW_LINK_ISSUED',
      entity: 'share_link',
      entityId: link.id,
      details: { ...scope, expiresAt: new Date(link.expiresAt).toISOString() },
    });
    return {
      url: `${this.options.publicBaseUrl ?? ''}/beta-sales-summary/${token}`,
      expiresAt: link.expiresAt,
    };
  }

  /** What a link's page shows about the link it was opened with: its sharer and scope. */
  async details(holder: AuthContext) {
    if (!holder.sharedLinkScope) throw notFound('This call answers a shared link only.');
    const profile = await findEmployeeProfile(this.database.kysely, holder.employeeId);
    return { sharerName: profile?.name ?? holder.employeeId, ...holder.sharedLinkScope };
  }

  /** The caller's own links, newest first, with where each stands now. */
  async list(auth: AuthContext) {
    const now = this.#now();
    const links = await findUserSharedLinks(this.database.kysely, auth.userId);
    return links.map((link) => ({ ...link, status: statusOf(link, now) }));
  }

  /**
   * Revokes one of the caller's links: at once here, and on the other servers at their next
   * poll of the `auth` counter. Another user's link answers as an unknown one.
   */
  async revoke(auth: AuthContext, id: string): Promise<void> {
    if (!(await revokeSharedLink(this.database.kysely, auth.userId, id, this.#now()))) {
      throw notFound('You have no active shared link with this id.');
    }
    this.#links.clear();
    await this.options.changeVersions.bump('auth');
    await recordAudit(this.database.kysely, {
      actorUserId: auth.userId,
      action: 'VIEW_LINK_REVOKED',
      entity: 'share_link',
      entityId: id,
    });
  }
}
