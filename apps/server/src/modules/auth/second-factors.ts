/**
 * A user's second factor as the sign-in and My Account see it: who must have one, a new secret
 * waiting for its first code, and the checks of a typed code (an app's code, whose time step is
 * claimed so that it works once, or an unused recovery code). The throttle around the checks is
 * credential-checks.ts's; this class only answers whether a code is right.
 */
import { ADMIN_PERMISSIONS, SECOND_FACTOR, type SecondFactorStatus } from '@outlet-pulse/contracts';
import { PERMISSIONS } from '../../core/permissions';
import type { Database } from '../../db/database';
import {
  claimRecoveryCode,
  claimStep,
  countUnusedRecoveryCodes,
  enableSecondFactor,
  findSecondFactor,
  replaceRecoveryCodes,
  type SecondFactorRecord,
  savePendingSecret,
} from './second-factor.repository';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUri,
  readTypedCode,
} from './second-factor-codes';

/** Permissions whose holders must sign in with a second factor: administration, and links. */
const PERMISSIONS_REQUIRING_SECOND_FACTOR: ReadonlySet<string> = new Set([
  ...Object.values(ADMIN_PERMISSIONS),
  PERMISSIONS.issueAutoInLinks,
]);

/** Whether a role with these permissions requires a second factor (roles change: ask each time). */
export function requiresSecondFactor(permissions: Iterable<string>): boolean {
  for (const permission of permissions) {
    if (PERMISSIONS_REQUIRING_SECOND_FACTOR.has(permission)) return true;
  }
  return false;
}

/** How a code was accepted, as the audit log records it. */
export type AcceptedCode = 'code' | 'recovery-code';

export interface NewSecret {
  secret: string;
  otpauthUri: string;
}

export class SecondFactors {
  /**
   * `codeClock` reads the app codes' time; tests step it by 30 seconds per code, since the
   * sessions' clock cannot jump ahead without ending their sessions.
   */
  constructor(
    private readonly database: Database,
    private readonly secretKey: Uint8Array,
    private readonly codeClock: () => number,
  ) {}

  find(userId: number): Promise<SecondFactorRecord | null> {
    return findSecondFactor(this.database.kysely, userId);
  }

  /** A new secret for the user, waiting for its first code; null when one is on already. */
  async startPending(
    user: { id: number; username: string },
    nowMs: number,
  ): Promise<NewSecret | null> {
    const secret = newTotpSecret();
    const sealed = encryptSecret(this.secretKey, user.id, secret);
    if (!(await savePendingSecret(this.database.kysely, user.id, sealed, nowMs))) return null;
    return { secret, otpauthUri: otpauthUri(secret, user.username) };
  }

  /**
   * Whether `typed` is a code of the factor that is on: the app's current code (±1 step) of a
   * step after the last one used, or one of the user's unused recovery codes; either is used up.
   */
  async verify(
    factor: SecondFactorRecord,
    typed: string,
    nowMs: number,
  ): Promise<AcceptedCode | null> {
    if (!factor.enabled) return null;
    const code = readTypedCode(typed);
    if (code.kind === 'recovery') {
      const used = await claimRecoveryCode(this.database.kysely, factor.userId, code.hash, nowMs);
      return used ? 'recovery-code' : null;
    }
    if (code.kind !== 'totp') return null;
    const step = this.#stepOf(factor, code.code);
    if (step === null) return null;
    const claimed = await claimStep(
      this.database.kysely,
      factor.userId,
      factor.secretCiphertext,
      step,
    );
    return claimed ? 'code' : null;
  }

  /**
   * The first code of a pending secret: turns the factor on and answers its new recovery codes
   * (to show once), or null when the code is not right or the secret is no longer pending.
   */
  async enable(factor: SecondFactorRecord, typed: string, nowMs: number): Promise<string[] | null> {
    if (factor.enabled) return null;
    const code = readTypedCode(typed);
    if (code.kind !== 'totp') return null;
    const step = this.#stepOf(factor, code.code);
    if (step === null) return null;
    const recoveryCodes = newRecoveryCodes();
    const enabled = await enableSecondFactor(
      this.database.kysely,
      factor.userId,
      factor.secretCiphertext,
      step,
      recoveryCodes.map(hashOf),
      nowMs,
    );
    return enabled ? recoveryCodes : null;
  }

  /** A new set of recovery codes; the earlier ones, used or not, stop working. */
  async renewRecoveryCodes(userId: number, nowMs: number): Promise<string[]> {
    const recoveryCodes = newRecoveryCodes();
    await this.database.kysely
      .transaction()
      .execute((transaction) =>
        replaceRecoveryCodes(transaction, userId, recoveryCodes.map(hashOf), nowMs),
      );
    return recoveryCodes;
  }

  async status(userId: number, required: boolean): Promise<SecondFactorStatus> {
    const factor = await this.find(userId);
    const enabled = factor?.enabled === true;
    return {
      enabled,
      enabledAt:
        enabled && factor?.enabledAt != null ? new Date(factor.enabledAt).toISOString() : null,
      required,
      recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(this.database.kysely, userId) : 0,
    };
  }

  /** The step of the app's code, if it is one of the secret's now (an unreadable secret has none). */
  #stepOf(factor: SecondFactorRecord, code: string): number | null {
    const secret = decryptSecret(this.secretKey, factor.userId, factor.secretCiphertext);
    return secret === null ? null : matchingStep(secret, code, this.codeClock());
  }
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: SECOND_FACTOR.recoveryCodes }, newRecoveryCode);
}

const hashOf = (shown: string) => hashRecoveryCode(normaliseRecoveryCode(shown) ?? shown);
