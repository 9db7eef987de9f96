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
  createdText: 'You are signed in as the first administrator.',
  /** When the sign-in after the creation needs more (a second factor) or did not go through. */
  createdSignInText: 'Sign in with the username and password you chose.',
  /** An administrator's role requires a second factor: its set-up finishes the sign-in. */
  createdSecondFactorText: 'Set up two-step sign-in to finish signing in.',
  /** The sign-in page of a portal with no user yet: how to reach the set-up page. */
  pendingTitle: 'No administrator yet',
  pendingText:
    'This portal has no user yet. Open the one-time set-up link that the server printed when it started (after "Create the first administrator" in its output), or create one on the server with:',
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

/**
 * `GET /api/setup/status`: whether the portal waits for its first administrator (no user
 * exists and the set-up link is open), so that the sign-in page can say how to reach it. The
 * token itself is never sent: only the server's output holds it.
 */
export const setupStatusResponseSchema = successEnvelope(z.object({ pending: z.boolean() }));

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
