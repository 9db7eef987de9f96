/**
 * Sign-in and sessions. A session lives at most 12 hours and ends after 30 minutes without
 * use; its refresh token rotates on every use, and a refresh token used twice ends the session
 * (it was stolen or replayed). Logout, a password change or a disabled account end sessions on
 * the server, so a replayed access token is refused at once, not when it expires.
 *
 * A user with a second factor on, or whose role requires one, signs in in two steps: the
 * password answers a signed five-minute challenge instead of a session (with a new secret to
 * set up when the role requires one and there is none), and the challenge with a code opens
 * the session. My Account's calls on the second factor are second-factor.service.ts's, its
 * password calls account.service.ts's; the throttled password and code checks all use are
 * credential-checks.ts's. The CSRF token of a session is csrf.ts's, auto sign-in links
 * auto-sign-in.service.ts's.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  type EmployeeInfo,
  LOGIN_MESSAGES,
  type LoginRequest,
  SECOND_FACTOR,
  SECOND_FACTOR_MESSAGES,
  SESSION_MESSAGES,
  type SecondFactorChallenge,
  type SecondFactorSignInRequest,
  type StartPage,
} from '@outlet-pulse/contracts';
import { type AuditEntry, recordAudit } from '../../core/audit/audit-log';
import type { AuthContext } from '../../core/caller';
import { unauthenticated } from '../../core/errors';
import { ChangeVersions } from '../../db/change-versions';
import type { Database, Executor } from '../../db/database';
import {
  type CallerRecord,
  claimRefreshToken,
  findActiveUserById,
  findCaller,
  findPermissions,
  findRefreshToken,
  findRoleName,
  findSession,
  findUserById,
  findUserByLogin,
  insertRefreshToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
  type SessionRecord,
  touchSession,
  type UserGrants,
  type UserRecord,
} from './auth.repository';
import type { AuthKeys } from './auth-keys';
import { CallerCache } from './caller-cache';
import { CredentialChecks } from './credential-checks';
import { findEmployeeProfile } from './employee-profile';
import { knownDeviceId, newKnownDevice } from './known-device';
import { guards } from './login-throttle';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import {
  type AcceptedCode,
  type NewSecret,
  requiresSecondFactor,
  SecondFactors,
} from './second-factors';
import { hashToken, newOpaqueToken } from './session-secrets';
import { startPageSetting } from './start-page';
import {
  ACCESS_TOKEN_SECONDS,
  signAccessToken,
  signSecondFactorChallenge,
  verifyAccessToken,
  verifySecondFactorChallenge,
} from './tokens';

export const SESSION_LIMITS = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  /** How stale last-seen may get before a request writes it again. */
  touchEveryMs: 60_000,
} as const;

/** Who signed in, with what they may do: the presenter shapes it as the spec's session. */
export interface SignedInAccount {
  user: UserRecord;
  profile: EmployeeInfo;
  roleName: string;
  permissions: string[];
  accessToken: string;
  accessTokenSeconds: number;
  photoUrl: string | null;
  /** Where the user lands after signing in (start-page.ts). */
  startPage: StartPage;
}

export interface IssuedSession {
  account: SignedInAccount;
  /** The session's id, which its CSRF token is made for (csrf.ts). */
  sessionId: string;
  refreshToken: string;
  /**
   * How long a remembered session's cookies should live, from the service's clock (the same
   * clock that set the session's expiry); null keeps them to the browser session.
   */
  persistentForMs: number | null;
}

/** A session opened by a sign-in, with the device's new known-device cookie. */
export interface SignedInSession extends IssuedSession {
  knownDevice: string;
  /** A second factor set up as part of this sign-in: its recovery codes, shown once. */
  recoveryCodes?: string[];
}

/** What the password step answers: the session, or the second factor's step. */
export type SignInResult = { session: SignedInSession } | { secondFactor: SecondFactorChallenge };

/** The live session a refresh cookie belongs to, before its token is used (refresh). */
export interface RefreshingSession {
  session: SessionRecord;
  tokenHash: string;
  tokenUsed: boolean;
}

export interface SessionServiceOptions {
  photoUrlTemplate?: string | undefined;
  clock?: () => number;
  /**
   * The clock the second factor's codes are read by: the real time when absent, as the
   * authenticator apps', whatever `clock` says. Tests step it 30 seconds per code so that one
   * user can sign in many times a second despite the rule that no code works twice; the
   * sessions' clock cannot jump so without ending sessions.
   */
  secondFactorClock?: () => number;
  /** Waits out a throttled address's delay; tests pass one that moves their clock instead. */
  pause?: (ms: number) => Promise<void>;
  /** The shared change counters; without them the service reads its own. */
  changeVersions?: ChangeVersions;
  /**
   * What else ends with all of a user's sessions: the links they shared (shared-links'
   * endUserSharedLinks), which would otherwise outlive the password they were shared under.
   */
  endsWithSessions?: (db: Executor, userId: number, reason: string, nowMs: number) => Promise<void>;
}

export function contextOf(
  grants: UserGrants,
  sessionId: string,
  mustChangePassword: boolean,
): AuthContext {
  return {
    userId: grants.userId,
    employeeId: grants.employeeId,
    roleCode: grants.roleCode,
    permissions: new Set(grants.permissions),
    sessionId,
    mustChangePassword,
    companies: grants.allCompanies ? 'all' : grants.companyCodes,
    outlets: grants.outletIds.length > 0 ? grants.outletIds : 'all',
    structureCompany: grants.structureCompany,
  };
}

const loginFailed = () => unauthenticated(LOGIN_MESSAGES.failed);
export const sessionExpired = () => unauthenticated(SESSION_MESSAGES.expired);
const challengeExpired = () => unauthenticated(SECOND_FACTOR_MESSAGES.challengeExpired);

export class SessionService {
  readonly #now: () => number;
  readonly #checks: CredentialChecks;
  readonly #changes: ChangeVersions;
  readonly #secondFactors: SecondFactors;
  readonly #callers: CallerCache<CallerRecord>;
  /** Each session's last-seen write under way. */
  readonly #touches = new Map<string, Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly keys: AuthKeys,
    private readonly options: SessionServiceOptions = {},
  ) {
    this.#now = options.clock ?? Date.now;
    this.#checks = new CredentialChecks(database, options.pause);
    this.#changes = options.changeVersions ?? new ChangeVersions(database);
    this.#callers = new CallerCache(this.#changes);
    this.#secondFactors = new SecondFactors(
      database,
      keys.secondFactorSecret,
      options.secondFactorClock ?? Date.now,
    );
  }

  /**
   * Signs in, throttled by the account's failures from unknown devices or, when `knownDevice`
   * is the cookie of an earlier sign-in to this account, by that device's own failures only.
   * Answers the session with the device's new cookie, or, for a user with (or who must set up)
   * a second factor, its challenge: then nothing is opened until the code step.
   */
  async signIn(
    request: Required<LoginRequest>,
    clientAddress: string,
    knownDevice: string | undefined,
  ): Promise<SignInResult> {
    const now = this.#now();
    const user = await findUserByLogin(this.database.kysely, request.username);
    const deviceId = user ? knownDeviceId(this.keys.knownDevice, knownDevice, user.id) : null;
    const guard = deviceId
      ? guards.knownDevice(deviceId)
      : guards.account(user?.id, request.username);
    const valid = await this.#checks.underGuard(guard, clientAddress, now, () =>
      user
        ? verifyPassword(user.passwordHash, request.password)
        : verifyAgainstDecoy(request.password),
    );
    if (!user || !valid) {
      await recordAudit(this.database.kysely, {
        actorUserId: user?.id ?? null,
        action: 'SIGN_IN_FAILED',
        entity: 'session',
        entityId: request.username.slice(0, 100),
        clientAddress,
      });
      throw loginFailed();
    }
    const secondFactor = await this.#secondFactorStep(user, request.remember, now);
    if (secondFactor) return { secondFactor };
    return { session: await this.#openSession(user, request.remember, now, clientAddress) };
  }

  /**
   * The code step of a sign-in: the challenge of the password step with the app's code (or a
   * recovery code; or, when setting up, the new secret's first code). Wrong codes count
   * against the user's second-factor guard. A challenge that expired, was forged, or was made
   * before a password change or reset, a deactivation, or a change of the second factor opens
   * nothing: the person starts again with the password.
   */
  async completeSecondFactor(
    request: SecondFactorSignInRequest,
    clientAddress: string,
  ): Promise<SignedInSession> {
    const now = this.#now();
    const claims = await verifySecondFactorChallenge(
      this.keys.secondFactorChallenge,
      request.challenge,
      now,
    );
    if (!claims) throw challengeExpired();
    const user = await findActiveUserById(this.database.kysely, claims.userId);
    if (!user || this.#passwordStamp(user) !== claims.passwordStamp) throw challengeExpired();
    const factor = await this.#secondFactors.find(user.id);
    if (!factor || factor.enabled !== (claims.step === 'code')) throw challengeExpired();
    const accepted = await this.#checks.secondFactorCode(
      user,
      clientAddress,
      now,
      // The enrol step takes the new secret's first code only: no recovery codes exist yet.
      { code: request.code, during: 'sign-in', recoveryCodes: claims.step === 'code' },
      async (): Promise<{ kind: AcceptedCode | 'enrolled'; recoveryCodes?: string[] } | null> => {
        if (claims.step === 'code') {
          const kind = await this.#secondFactors.verify(factor, request.code, now);
          return kind && { kind };
        }
        const recoveryCodes = await this.#secondFactors.enable(factor, request.code, now);
        return recoveryCodes && { kind: 'enrolled', recoveryCodes };
      },
    );
    const session = await this.#openSession(
      user,
      claims.remember,
      now,
      clientAddress,
      accepted.kind,
    );
    return accepted.recoveryCodes ? { ...session, recoveryCodes: accepted.recoveryCodes } : session;
  }

  /** The live session of a refresh cookie, its token not used yet; 401 when there is none. */
  async refreshing(refreshToken: string | undefined): Promise<RefreshingSession> {
    if (!refreshToken) throw sessionExpired();
    const tokenHash = hashToken(refreshToken);
    const stored = await findRefreshToken(this.database.kysely, tokenHash);
    if (!stored) throw sessionExpired();
    const session = await findSession(this.database.kysely, stored.sessionId);
    if (!session || !this.#isLive(session, this.#now())) throw sessionExpired();
    return { session, tokenHash, tokenUsed: stored.usedAt !== null };
  }

  /**
   * Uses a refresh token (its CSRF token checked) for a new one and a new access token. A
   * token used before ends the whole session: it was stolen or replayed.
   */
  async refresh({ session, tokenHash, tokenUsed }: RefreshingSession): Promise<IssuedSession> {
    const now = this.#now();
    const claimed = !tokenUsed && (await claimRefreshToken(this.database.kysely, tokenHash, now));
    if (!claimed) {
      await this.#end(session.id, 'refresh-token-reuse', now, {
        actorUserId: session.userId,
        action: 'SESSION_REVOKED',
        entity: 'session',
        entityId: session.id,
        details: { reason: 'a refresh token was used twice' },
      });
      throw sessionExpired();
    }
    const user = await findUserById(this.database.kysely, session.userId);
    if (!user?.isActive) throw sessionExpired();
    await this.#touch(session.id, now);
    return this.#issue(user, session, now);
  }

  /** The caller behind an access token, or null when the token or its session is not valid. */
  async authenticate(accessToken: string): Promise<AuthContext | null> {
    const now = this.#now();
    const claims = await verifyAccessToken(this.keys.access, accessToken, now);
    if (!claims) return null;
    const caller = await this.#callers.get(claims.sessionId, () =>
      findCaller(this.database.kysely, claims.sessionId),
    );
    if (!caller || caller.session.userId !== claims.userId || !this.#isLive(caller.session, now))
      return null;
    if (!caller.isActive) return null;
    if (now - caller.session.lastSeenAt > SESSION_LIMITS.touchEveryMs)
      await this.#touch(caller.session.id, now);
    return contextOf(caller, caller.session.id, caller.passwordIsDefault);
  }

  async logout(auth: AuthContext, clientAddress: string): Promise<void> {
    await this.#end(auth.sessionId, 'logout', this.#now(), {
      actorUserId: auth.userId,
      action: 'SIGNED_OUT',
      entity: 'session',
      entityId: auth.employeeId,
      clientAddress,
    });
  }

  /** Ends every session of a user, and what ends with them (`endsWithSessions`). */
  async endUserSessions(userId: number, reason: string, nowMs: number): Promise<void> {
    await revokeUserSessions(this.database.kysely, userId, reason, nowMs);
    await this.options.endsWithSessions?.(this.database.kysely, userId, reason, nowMs);
    await this.#revoked();
  }

  /** A new session of a user who proved who they are (a sign-in, an auto sign-in link). */
  async start(user: UserRecord, remember: boolean, now: number): Promise<IssuedSession> {
    const session: SessionRecord = {
      id: randomBytes(24).toString('base64url'),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + SESSION_LIMITS.absoluteMs,
      remember,
      revokedAt: null,
    };
    await insertSession(this.database.kysely, session);
    return this.#issue(user, session, now);
  }

  /**
   * The second factor's step after a right password: `code` when it is on; `enrol`, with a new
   * secret waiting for its first code, when the role requires one and there is none; null
   * otherwise (the session opens at once).
   */
  async #secondFactorStep(
    user: UserRecord,
    remember: boolean,
    now: number,
  ): Promise<SecondFactorChallenge | null> {
    const factor = await this.#secondFactors.find(user.id);
    let step: { step: 'code' } | ({ step: 'enrol' } & NewSecret);
    if (factor?.enabled) step = { step: 'code' };
    else if (requiresSecondFactor(await findPermissions(this.database.kysely, user.roleCode))) {
      const secret = await this.#secondFactors.startPending(user, now);
      // Null: it was turned on since it was read, by a sign-in that set it up meanwhile.
      step = secret ? { step: 'enrol', ...secret } : { step: 'code' };
    } else return null;
    const challenge = await signSecondFactorChallenge(
      this.keys.secondFactorChallenge,
      { userId: user.id, remember, step: step.step, passwordStamp: this.#passwordStamp(user) },
      now,
      SECOND_FACTOR.challengeSeconds,
    );
    return { ...step, challenge, expiresIn: SECOND_FACTOR.challengeSeconds };
  }

  /**
   * Names the password a challenge was made under, without showing anything of it: a password
   * changed or reset before the code step makes the challenge worthless.
   */
  #passwordStamp(user: UserRecord): string {
    return createHmac('sha256', this.keys.secondFactorChallenge)
      .update(`${user.id}:${user.passwordHash}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /** Opens a session after a complete sign-in, audited, with the device's new cookie. */
  async #openSession(
    user: UserRecord,
    remember: boolean,
    now: number,
    clientAddress: string,
    secondFactor?: AcceptedCode | 'enrolled',
  ): Promise<SignedInSession> {
    const issued = await this.start(user, remember, now);
    await recordAudit(this.database.kysely, {
      actorUserId: user.id,
      action: 'SIGNED_IN',
      entity: 'session',
      entityId: issued.account.profile.employeeID,
      details: secondFactor ? { remember, secondFactor } : { remember },
      clientAddress,
    });
    return { ...issued, knownDevice: newKnownDevice(this.keys.knownDevice, user.id) };
  }

  /**
   * Writes a session's last-seen time, one write at a time per session: the requests of a
   * session that arrive together after a minute idle share one write instead of each updating
   * the row, which DuckDB refuses all but one of ("Conflict on update"). The cached caller
   * shows the new time at once, so later requests do not write again.
   */
  #touch(sessionId: string, lastSeenAt: number): Promise<void> {
    const caller = this.#callers.peek(sessionId);
    if (caller) caller.session.lastSeenAt = lastSeenAt;
    const writing = this.#touches.get(sessionId);
    if (writing) return writing;
    const write = touchSession(this.database.kysely, sessionId, lastSeenAt).finally(() =>
      this.#touches.delete(sessionId),
    );
    this.#touches.set(sessionId, write);
    return write;
  }

  /** Revokes one session, as `#revoked` tells, and records the event in the audit log. */
  async #end(sessionId: string, reason: string, now: number, audit: AuditEntry): Promise<void> {
    await revokeSession(this.database.kysely, sessionId, reason, now);
    await this.#revoked(sessionId);
    await recordAudit(this.database.kysely, audit);
  }

  /**
   * After a revocation: this process forgets the session (or every session) at once, and the
   * bumped counter makes other processes drop theirs at their next poll.
   */
  async #revoked(sessionId?: string): Promise<void> {
    if (sessionId === undefined) this.#callers.clear();
    else this.#callers.forget(sessionId);
    await this.#changes.bump('auth');
  }

  #isLive(session: SessionRecord, now: number): boolean {
    return (
      session.revokedAt === null &&
      now < session.expiresAt &&
      now - session.lastSeenAt <= SESSION_LIMITS.idleMs
    );
  }

  async #issue(user: UserRecord, session: SessionRecord, now: number): Promise<IssuedSession> {
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(this.database.kysely, hashToken(refreshToken), session.id, now);
    const [accessToken, profile, permissions, roleName, start] = await Promise.all([
      signAccessToken(this.keys.access, { userId: user.id, sessionId: session.id }, now),
      findEmployeeProfile(this.database.kysely, user.employeeId),
      findPermissions(this.database.kysely, user.roleCode),
      findRoleName(this.database.kysely, user.roleCode),
      startPageSetting(this.database.kysely, user),
    ]);
    if (!profile) throw sessionExpired();
    const template = this.options.photoUrlTemplate;
    return {
      sessionId: session.id,
      refreshToken,
      persistentForMs: session.remember ? session.expiresAt - now : null,
      account: {
        user,
        profile,
        roleName,
        permissions,
        accessToken,
        accessTokenSeconds: ACCESS_TOKEN_SECONDS,
        startPage: start.startPage,
        photoUrl: template
          ? template.replaceAll('{employeeID}', encodeURIComponent(user.employeeId))
          : null,
      },
    };
  }
}
