/**
 * The first administrator: the first-run set-up page's calls (`/api/setup/…`, opened by the
 * one-time token the server prints while no user exists) and the rules it shares with the
 * `create-admin` command.
 */
import { z } from 'zod';
import { ADMIN_MESSAGES } from './administration';
import { successEnvelope } from './envelope';
import { FORM_MESSAGES } from './messages';
import { newPasswordSchema } from './password-rules';

export const SETUP_MESSAGES = {
  nameRequired: 'Name is required',
  employeeIdPattern: 'Use up to 20 capital letters, digits and dashes',
  notFound: 'Not found',
  created: 'Administrator created',
  createdText: 'Sign in with the username and password you chose.',
} as const;

/** The first administrator's username: the same rule as the user screen's. */
export const administratorUsername = z
  .string({ message: ADMIN_MESSAGES.usernameRequired })
  .trim()
  .min(1, { message: ADMIN_MESSAGES.usernameRequired, abort: true })
  .regex(/^[A-Za-z0-9._-]{3,60}$/, ADMIN_MESSAGES.usernamePattern);

export const administratorEmployeeId = z
  .string()
  .trim()
  .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, SETUP_MESSAGES.employeeIdPattern);

/** The token the server printed; long random text, compared by the server only. */
const setupToken = z.string().min(1).max(200);

/** `POST /api/setup/check`: whether the set-up is open for this token (else 404). */
export const setupCheckRequestSchema = z.strictObject({ token: setupToken });
export const setupCheckResponseSchema = successEnvelope(z.object({ open: z.literal(true) }));

/** `POST /api/setup`: creates the first administrator; the token is void afterwards. */
export const setupRequestSchema = z.strictObject({
  token: setupToken,
  username: administratorUsername,
  name: z
    .string({ message: SETUP_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: SETUP_MESSAGES.nameRequired, abort: true })
    .max(150, 'At most 150 characters'),
  email: z
    .string({ message: FORM_MESSAGES.emailRequired })
    .trim()
    .min(1, { message: FORM_MESSAGES.emailRequired, abort: true })
    .max(200, 'At most 200 characters')
    .email(FORM_MESSAGES.emailPattern),
  password: newPasswordSchema,
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;
export const setupResponseSchema = successEnvelope(
  z.object({ username: z.string(), employeeID: z.string() }),
);
