/**
 * Password and second-factor code checks under the sign-in throttle's guards
 * (login-throttle.ts), shared by the sign-in (sessions.service.ts), My Account's password
 * (account.service.ts) and second factor (second-factor.service.ts): a guard that has had its
 * failures refuses with 429, a slowed address waits first, a right answer releases the guard,
 * and a wrong one is counted.
 */
import {
  LOGIN_MESSAGES,
  PASSWORD_RULE_MESSAGES,
  SECOND_FACTOR_MESSAGES,
} from '@outlet-pulse/contracts';
import { recordAudit } from '../../core/audit/audit-log';
import type { AuthContext } from '../../core/caller';
import { type DomainError, invalidField, tooManyRequests } from '../../core/errors';
import type { Database } from '../../db/database';
import type { UserRecord } from './auth.repository';
import { guards, recordAddressFailure, releaseGuard, reserveAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import { readTypedCode } from './second-factor-codes';

/** A typed second-factor code: where it was typed, as the audit names it; may it be a recovery code. */
export interface CodeAttempt {
  code: string;
  during: string;
  recoveryCodes: boolean;
}

export class CredentialChecks {
  readonly #pause: (ms: number) => Promise<void>;

  /** `pause` waits out a throttled address's delay; tests pass one that moves their clock. */
  constructor(
    private readonly database: Database,
    pause?: (ms: number) => Promise<void>,
  ) {
    this.#pause = pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /**
   * Runs a password or code check under its guard: refused with 429 when the guard has had its
   * failures, after the address's delay otherwise. A falsy answer of the check is a failure.
   */
  async underGuard<Answer>(
    guard: string,
    clientAddress: string,
    now: number,
    check: () => Promise<Answer>,
  ): Promise<Answer> {
    const verdict = await reserveAttempt(this.database.kysely, guard, clientAddress, now);
    if (verdict.refused) throw tooManyRequests(LOGIN_MESSAGES.throttled);
    if (verdict.delayMs > 0) await this.#pause(verdict.delayMs);
    const answer = await check();
    if (answer) await releaseGuard(this.database.kysely, guard);
    else await recordAddressFailure(this.database.kysely, clientAddress, now);
    return answer;
  }

  /**
   * A signed-in user's own password, typed again. Its failures count against the session, not
   * the account: a stolen token gets five guesses, and cannot lock the person out elsewhere.
   * A wrong one throws what `refusal` answers.
   */
  async ownPassword(
    auth: AuthContext,
    user: UserRecord,
    password: string,
    clientAddress: string,
    now: number,
    refusal: () => DomainError | Promise<DomainError>,
  ): Promise<void> {
    const valid = await this.underGuard(guards.session(auth.sessionId), clientAddress, now, () =>
      verifyPassword(user.passwordHash, password),
    );
    if (!valid) throw await refusal();
  }

  /**
   * The refusal of a wrong own password typed on a form: audited as the form's `action` with
   * its `reason`, and answered on the form's password `field`.
   */
  wrongPassword(
    user: UserRecord,
    clientAddress: string,
    form: { action: string; reason: string; field: string },
  ): () => Promise<DomainError> {
    return async () => {
      await recordAudit(this.database.kysely, {
        actorUserId: user.id,
        action: form.action,
        entity: 'user',
        entityId: user.employeeId,
        details: { reason: form.reason },
        clientAddress,
      });
      return invalidField(form.field, PASSWORD_RULE_MESSAGES.currentWrong);
    };
  }

  /**
   * A second-factor code of `user`, checked by `check` under the user's second-factor guard. A
   * wrong one is audited with where it was typed and refused on the code field: as a wrong
   * recovery code when one is accepted there and what was typed is not an app's six digits.
   */
  async secondFactorCode<Accepted>(
    user: UserRecord,
    clientAddress: string,
    now: number,
    attempt: CodeAttempt,
    check: () => Promise<Accepted | null>,
  ): Promise<Accepted> {
    const accepted = await this.underGuard(guards.secondFactor(user.id), clientAddress, now, check);
    if (accepted) return accepted;
    await recordAudit(this.database.kysely, {
      actorUserId: user.id,
      action: 'SECOND_FACTOR_FAILED',
      entity: 'user',
      entityId: user.employeeId,
      details: { reason: 'wrong code', during: attempt.during },
      clientAddress,
    });
    const recoveryCode = attempt.recoveryCodes && readTypedCode(attempt.code).kind !== 'totp';
    throw invalidField(
      'code',
      recoveryCode ? SECOND_FACTOR_MESSAGES.recoveryCodeWrong : SECOND_FACTOR_MESSAGES.codeWrong,
    );
  }
}
