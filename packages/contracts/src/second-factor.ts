/**
 * The second factor (OWASP ASVS 5.0 §6.3.3, level 2): a time-based one-time code (RFC 6238:
 * six digits, 30 seconds, SHA-1, as every authenticator app reads an otpauth:// address) with
 * ten single-use recovery codes. Any user may turn it on in My Account; a role that holds an
 * administration permission requires it, and such a user without one sets it up as part of
 * signing in. Auto sign-in links and shared links do not ask for it. What the password step
 * answers is in second-factor-challenge.ts.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { sessionSchema } from './session';

export const SECOND_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  /** How many recovery codes a set holds; each signs in once in place of a code. */
  recoveryCodes: 10,
  /** How long the code step of a sign-in stays open after the password. */
  challengeSeconds: 5 * 60,
} as const;

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not right. Enter the current code from your authenticator app.',
  /** A typed code that is not six digits was read as a recovery code. */
  recoveryCodeWrong:
    'That recovery code is not right or has been used. Check it, or use the code from your authenticator app.',
  challengeExpired: 'The sign-in took too long. Please enter your username and password again.',
  alreadyOn: 'Your second factor is already on.',
  notOn: 'Your second factor is not on.',
  setupFirst: 'Start the set-up again: scan a new QR code first.',
  requiredForRole: 'Your role requires a second factor; it cannot be turned off.',
  resetDone: 'The second factor was reset. The user sets up a new one at their next sign-in.',
} as const;

/**
 * A code as typed: a 6-digit code (spaces allowed, as apps show "123 456"), or a recovery
 * code (dashes and case ignored). The server tells them apart by their length.
 */
export const secondFactorCodeSchema = z
  .string({ message: SECOND_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
  .max(64);

/** POST /api/auth/second_factor/sign_in: the code step of a sign-in. */
export const secondFactorSignInRequestSchema = z.object({
  challenge: z.string().min(1).max(2000),
  code: secondFactorCodeSchema,
});
export type SecondFactorSignInRequest = z.infer<typeof secondFactorSignInRequestSchema>;

/** The recovery codes of a new set, shown once. */
const recoveryCodesSchema = z.array(z.string()).length(SECOND_FACTOR.recoveryCodes);

/**
 * The session; after an `enrol` step also the new recovery codes, which the web app shows once
 * before it opens the portal.
 */
export const secondFactorSignInResponseSchema = successEnvelope(
  sessionSchema.extend({ recoveryCodes: recoveryCodesSchema.optional() }),
);

/** GET /api/auth/second_factor: where the caller's own second factor stands. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** ISO time it was turned on, or null. */
  enabledAt: z.string().nullable(),
  /** Whether the caller's role requires it (then it cannot be turned off). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
export const secondFactorStatusResponseSchema = successEnvelope(secondFactorStatusSchema);

/** POST /api/auth/second_factor/setup: a new secret waiting for its first code (not on yet). */
export const secondFactorSetupResponseSchema = successEnvelope(
  z.object({ secret: z.string(), otpauthUri: z.string() }),
);

const currentPasswordSchema = z
  .string({ message: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(200);

/** POST /api/auth/second_factor/confirm: the first code and the password turn it on. */
export const secondFactorConfirmRequestSchema = z.object({
  code: secondFactorCodeSchema,
  password: currentPasswordSchema,
});
export type SecondFactorConfirmRequest = z.infer<typeof secondFactorConfirmRequestSchema>;

export const recoveryCodesResponseSchema = successEnvelope(
  z.object({ recoveryCodes: recoveryCodesSchema }),
);

/** POST /api/auth/second_factor/disable: refused when the role requires it. */
export const secondFactorDisableRequestSchema = z.object({
  code: secondFactorCodeSchema,
  password: currentPasswordSchema,
});
export const secondFactorDisableResponseSchema = successEnvelope(
  z.object({ disabled: z.literal(true) }),
);

/** POST /api/auth/second_factor/recovery_codes: a new set; the old codes stop working. */
export const recoveryCodesRequestSchema = z.object({ code: secondFactorCodeSchema });

/** POST /api/user/resetsecondfactor/:id (administrators): the user sets up a new one. */
export const secondFactorResetResponseSchema = successEnvelope(
  z.object({ reset: z.literal(true) }),
);
