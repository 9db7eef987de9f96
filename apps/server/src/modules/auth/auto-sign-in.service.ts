/**
 * Auto sign-in links (spec 001: the sales portal opened silently for an employee ID): a signed
 * link that is good for ten minutes and once, issued by an administrator or the CLI, that opens
 * a session on the page it names.
 */
import { SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { recordAudit } from '../../core/audit/audit-log';
import { notFound, unauthenticated } from '../../core/errors';
import type { Database } from '../../db/database';
import { claimAutoInToken, findUserByEmployeeId } from './auth.repository';
import type { IssuedSession, SessionService } from './sessions.service';
import { signAutoInToken, verifyAutoInToken } from './tokens';

const linkInvalid = () => unauthenticated(SESSION_MESSAGES.linkInvalid);

export interface AutoSignInOptions {
  publicBaseUrl?: string | undefined;
  clock?: () => number;
}

export class AutoSignInService {
  readonly #now: () => number;

  /** `key` signs the links' tokens (AuthKeys.autoIn). */
  constructor(
    private readonly database: Database,
    private readonly sessions: SessionService,
    private readonly key: Uint8Array,
    private readonly options: AutoSignInOptions = {},
  ) {
    this.#now = options.clock ?? Date.now;
  }

  /** Opens a session with a link's token, once. */
  async signIn(token: string, clientAddress: string): Promise<IssuedSession> {
    const now = this.#now();
    const claims = await verifyAutoInToken(this.key, token, now);
    if (!claims || claims.expiresAtMs <= now) throw linkInvalid();
    if (!(await claimAutoInToken(this.database.kysely, claims.tokenId, now))) throw linkInvalid();
    const user = await findUserByEmployeeId(this.database.kysely, claims.employeeId);
    if (!user?.isActive) throw linkInvalid();
    const issued = await this.sessions.start(user, false, now);
    await recordAudit(this.database.kysely, {
      actorUserId: user.id,
      action: 'AUTO_SIGNED_IN',
      entity: 'session',
      entityId: user.employeeId,
      details: { menu: claims.menu },
      clientAddress,
    });
    return issued;
  }

  /** A link for an active user; `issuedBy` is null when the CLI issues it. */
  async issueLink(request: { employeeID: string; menu: string }, issuedBy: number | null) {
    const user = await findUserByEmployeeId(this.database.kysely, request.employeeID);
    if (!user?.isActive) {
      throw notFound(`No active user has employee ID ${request.employeeID}.`);
    }
    const { employeeId } = user;
    const { menu } = request;
    const { token, expiresAtMs } = await signAutoInToken(
      this.key,
      { employeeId, menu },
      this.#now(),
    );
    const query = new URLSearchParams({ token, menu });
    const expiresAt = new Date(expiresAtMs).toISOString();
    await recordAudit(this.database.kysely, {
      actorUserId: issuedBy,
      action: 'AUTO_IN_LINK_ISSUED',
      entity: 'user',
      entityId: employeeId,
      details: { menu, expiresAt },
    });
    return { url: `${this.options.publicBaseUrl ?? ''}/auto-in?${query}`, expiresAt };
  }
}
