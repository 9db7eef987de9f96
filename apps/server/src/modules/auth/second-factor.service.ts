/**
 * My Account's second factor: where it stands, a new secret to set up, turning it on with the
 * password and the secret's first code, turning it off, and new recovery codes. Changes take
 * the password (under the session's guard) or a code (under the user's second-factor guard),
 * so a stolen access token alone cannot change it. The sign-in's code step is sessions.service.ts's.
 */
import {
  SECOND_FACTOR_MESSAGES,
  SESSION_MESSAGES,
  type SecondFactorConfirmRequest,
  type SecondFactorStatus,
} from '@outlet-pulse/contracts';
import { recordAudit } from '../../core/audit/audit-log';
import type { AuthContext } from '../../core/caller';
import { conflict, forbidden, unauthenticated } from '../../core/errors';
import type { Database } from '../../db/database';
import { findUserById, type UserRecord } from './auth.repository';
import { CredentialChecks } from './credential-checks';
import { deleteSecondFactor, type SecondFactorRecord } from './second-factor.repository';
import { type NewSecret, requiresSecondFactor, SecondFactors } from './second-factors';
import type { SessionServiceOptions } from './sessions.service';

export type SecondFactorServiceOptions = Pick<
  SessionServiceOptions,
  'clock' | 'secondFactorClock' | 'pause'
>;

const sessionExpired = () => unauthenticated(SESSION_MESSAGES.expired);

export class SecondFactorService {
  readonly #now: () => number;
  readonly #checks: CredentialChecks;
  readonly #secondFactors: SecondFactors;

  /** `secret` is the key the TOTP secrets are encrypted with (AuthKeys.secondFactorSecret). */
  constructor(
    private readonly database: Database,
    secret: Uint8Array,
    options: SecondFactorServiceOptions = {},
  ) {
    this.#now = options.clock ?? Date.now;
    this.#checks = new CredentialChecks(database, options.pause);
    this.#secondFactors = new SecondFactors(
      database,
      secret,
      options.secondFactorClock ?? Date.now,
    );
  }

  /** Where the caller's second factor stands. */
  status(auth: AuthContext): Promise<SecondFactorStatus> {
    return this.#secondFactors.status(auth.userId, requiresSecondFactor(auth.permissions));
  }

  /** A new secret to add to an app; on only after its first code (confirm). */
  async setup(auth: AuthContext): Promise<NewSecret> {
    const user = await findUserById(this.database.kysely, auth.userId);
    if (!user) throw sessionExpired();
    const secret = await this.#secondFactors.startPending(user, this.#now());
    if (!secret) throw conflict(SECOND_FACTOR_MESSAGES.alreadyOn);
    return secret;
  }

  /**
   * The password and the new secret's first code turn the second factor on; answers its
   * recovery codes, shown once.
   */
  async confirm(
    auth: AuthContext,
    request: SecondFactorConfirmRequest,
    clientAddress: string,
  ): Promise<{ recoveryCodes: string[] }> {
    const now = this.#now();
    const { user, factor } = await this.#own(auth);
    if (factor?.enabled) throw conflict(SECOND_FACTOR_MESSAGES.alreadyOn);
    if (!factor) throw conflict(SECOND_FACTOR_MESSAGES.setupFirst);
    await this.#checkPassword(auth, user, request.password, clientAddress, now);
    const recoveryCodes = await this.#checks.secondFactorCode(
      user,
      clientAddress,
      now,
      { code: request.code, during: 'confirm', recoveryCodes: false },
      () => this.#secondFactors.enable(factor, request.code, now),
    );
    await this.#audit(user, 'SECOND_FACTOR_ENABLED', clientAddress);
    return { recoveryCodes };
  }

  /** The password and a code turn the second factor off, unless the role requires it. */
  async disable(
    auth: AuthContext,
    request: SecondFactorConfirmRequest,
    clientAddress: string,
  ): Promise<void> {
    if (requiresSecondFactor(auth.permissions)) {
      throw forbidden(SECOND_FACTOR_MESSAGES.requiredForRole);
    }
    const now = this.#now();
    const { user, factor } = await this.#own(auth);
    if (!factor?.enabled) throw conflict(SECOND_FACTOR_MESSAGES.notOn);
    await this.#checkPassword(auth, user, request.password, clientAddress, now);
    await this.#checkCode(user, factor, request.code, clientAddress, now, 'disable');
    await deleteSecondFactor(this.database.kysely, user.id);
    await this.#audit(user, 'SECOND_FACTOR_DISABLED', clientAddress);
  }

  /** A code buys a new set of recovery codes; the earlier ones stop working. */
  async renewRecoveryCodes(
    auth: AuthContext,
    code: string,
    clientAddress: string,
  ): Promise<{ recoveryCodes: string[] }> {
    const now = this.#now();
    const { user, factor } = await this.#own(auth);
    if (!factor?.enabled) throw conflict(SECOND_FACTOR_MESSAGES.notOn);
    await this.#checkCode(user, factor, code, clientAddress, now, 'recovery codes');
    const recoveryCodes = await this.#secondFactors.renewRecoveryCodes(user.id, now);
    await this.#audit(user, 'RECOVERY_CODES_RENEWED', clientAddress);
    return { recoveryCodes };
  }

  async #own(auth: AuthContext) {
    const user = await findUserById(this.database.kysely, auth.userId);
    if (!user) throw sessionExpired();
    return { user, factor: await this.#secondFactors.find(user.id) };
  }

  /** The password of a change to the caller's second factor, under the session's guard. */
  #checkPassword(
    auth: AuthContext,
    user: UserRecord,
    password: string,
    clientAddress: string,
    now: number,
  ): Promise<void> {
    const refusal = this.#checks.wrongPassword(user, clientAddress, {
      action: 'SECOND_FACTOR_FAILED',
      reason: 'wrong password',
      field: 'password',
    });
    return this.#checks.ownPassword(auth, user, password, clientAddress, now, refusal);
  }

  /** A code of the caller's second factor that is on (an app's code or a recovery code). */
  async #checkCode(
    user: UserRecord,
    factor: SecondFactorRecord,
    code: string,
    clientAddress: string,
    now: number,
    during: string,
  ): Promise<void> {
    await this.#checks.secondFactorCode(
      user,
      clientAddress,
      now,
      { code, during, recoveryCodes: true },
      () => this.#secondFactors.verify(factor, code, now),
    );
  }

  #audit(user: UserRecord, action: string, clientAddress: string) {
    return recordAudit(this.database.kysely, {
      actorUserId: user.id,
      action,
      entity: 'user',
      entityId: user.employeeId,
      clientAddress,
    });
  }
}
