/**
 * What the password step of a sign-in answers (POST /api/auth): the session, or the second
 * factor's code step. A module of its own, apart from second-factor.ts, so that the sign-in
 * page's code carries only this part of the second factor's contract.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { sessionSchema } from './session';

/**
 * What the password step answers instead of a session when a second factor is needed:
 * `code` asks for the code of the user's app; `enrol` (a role that requires a second factor,
 * none set up yet) gives the secret to add to an app and asks for its first code. A plain
 * union, told apart by `step` all the same: the app's first chunk already holds zod's union, and
 * a discriminated union would add its code there for this one schema.
 */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.union([
    z.object({
      step: z.literal('code'),
      /** Opaque; sent back with the code. */
      challenge: z.string(),
      expiresIn: z.number().int(),
    }),
    z.object({
      step: z.literal('enrol'),
      challenge: z.string(),
      expiresIn: z.number().int(),
      /** Base32, for typing into an app by hand. */
      secret: z.string(),
      /** otpauth://totp/… for the QR code. */
      otpauthUri: z.string(),
    }),
  ]),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>['secondFactor'];

/** POST /api/auth: a session, or the code step when the user has (or must set up) a second factor. */
export const signInResponseSchema = successEnvelope(
  z.union([sessionSchema, secondFactorChallengeSchema]),
);
