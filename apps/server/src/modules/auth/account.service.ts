/**
 * The signed-in user's own password calls: changing it (which ends every session), whether it
 * is a default that must be changed, the lock screen's check, and revealing their own bank
 * account number. Wrong passwords count towards the sign-in throttle (credential-checks.ts).
 */
import { type ChangePasswordRequest, LOGIN_MESSAGES } from '@outlet-pulse/contracts';
import { recordAudit } from '../../core/audit/audit-log';
import type { AuthContext } from '../../core/caller';
import { forbidden, invalidField, unauthenticated } from '../../core/errors';
import type { Database } from '../../db/database';
import { findUserById, updatePassword } from './auth.repository';
import { CredentialChecks } from './credential-checks';
import { findEmployeeProfile } from './employee-profile';
import { chosenPasswordProblem, hashPassword } from './passwords';
import { type SessionService, sessionExpired } from './sessions.service';

/** The lock screen knows who is signed in: a wrong password is the only thing to name. */
const unlockFailed = () => unauthenticated(LOGIN_MESSAGES.unlockFailed);

export interface AccountServiceOptions {
  clock?: () => number;
  /** Waits out a throttled address's delay; tests pass one that moves their clock instead. */
  pause?: (ms: number) => Promise<void>;
}

export class AccountService {
  readonly #now: () => number;
  readonly #checks: CredentialChecks;

  constructor(
    private readonly database: Database,
    private readonly sessions: SessionService,
    options: AccountServiceOptions = {},
  ) {
    this.#now = options.clock ?? Date.now;
    this.#checks = new CredentialChecks(database, options.pause);
  }

  /**
   * Takes the current password too, so that a stolen access token alone cannot take the
   * account; a wrong one counts towards the sign-in throttle and is audited.
   */
  async changePassword(auth: AuthContext, request: ChangePasswordRequest, clientAddress: string) {
    if (request.employeeID !== auth.employeeId) {
      throw forbidden('You can change only your own password.');
    }
    const now = this.#now();
    const user = await findUserById(this.database.kysely, auth.userId);
    if (!user) throw sessionExpired();
    const refusal = this.#checks.wrongPassword(user, clientAddress, {
      action: 'PASSWORD_CHANGE_FAILED',
      reason: 'wrong current password',
      field: 'currentPassword',
    });
    await this.#checks.ownPassword(
      auth,
      user,
      request.currentPassword,
      clientAddress,
      now,
      refusal,
    );
    const problem = await chosenPasswordProblem(request.newPassword, {
      signInNames: [user.username, user.employeeId],
      currentPassword: request.currentPassword,
    });
    if (problem) throw invalidField('newPassword', problem);
    await updatePassword(
      this.database.kysely,
      auth.userId,
      await hashPassword(request.newPassword),
      false,
      now,
    );
    await this.sessions.endUserSessions(auth.userId, 'password-changed', now);
    await recordAudit(this.database.kysely, {
      actorUserId: auth.userId,
      action: 'PASSWORD_CHANGED',
      entity: 'user',
      entityId: auth.employeeId,
      clientAddress,
    });
  }

  isDefaultPassword(auth: AuthContext, employeeId: string | undefined): boolean {
    if (employeeId !== undefined && employeeId !== auth.employeeId) {
      throw forbidden('You can check only your own password.');
    }
    return auth.mustChangePassword;
  }

  /** The lock screen's password check; failures count towards the session's throttle. */
  async unlock(auth: AuthContext, password: string, clientAddress: string): Promise<void> {
    const user = await findUserById(this.database.kysely, auth.userId);
    if (!user) throw sessionExpired();
    await this.#checks.ownPassword(auth, user, password, clientAddress, this.#now(), unlockFailed);
  }

  /** The caller's own bank account number, unmasked; each reveal is audited. */
  async revealBankAccount(
    auth: AuthContext,
    clientAddress: string,
  ): Promise<{ bankAccountNumber: string | null }> {
    const profile = await findEmployeeProfile(this.database.kysely, auth.employeeId);
    if (!profile) throw sessionExpired();
    await recordAudit(this.database.kysely, {
      actorUserId: auth.userId,
      action: 'BANK_ACCOUNT_REVEALED',
      entity: 'employee',
      entityId: auth.employeeId,
      clientAddress,
    });
    return { bankAccountNumber: profile.bankAccountNumber };
  }
}
