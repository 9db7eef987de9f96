/**
 * Signing a demo user in over HTTP for a benchmark, by the real clock: the password, then, when
 * the server asks for it, the second factor's code (the demo admin's published key, or the key
 * a set-up step gives, kept for this process's later sign-ins). A server refuses a code of a
 * time step used before, so a second sign-in of one user within the same 30 seconds waits for
 * the next step. A checkout from before the second factor answers the session at once.
 */
import { SECOND_FACTOR, type SecondFactorChallenge } from '@outlet-pulse/contracts';
import { DEMO_ADMIN_TOTP_SECRET, totpCodeAt } from '@outlet-pulse/server/testing';

const STEP_MS = SECOND_FACTOR.periodSeconds * 1000;
/** Keys of second factors set up by signing in, by username. */
const keys = new Map<string, string>([['admin', DEMO_ADMIN_TOTP_SECRET]]);
/** The last time step whose code this process sent, by username. */
const lastSteps = new Map<string, number>();

async function post(url: string, body: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

/** The code of the user's key for a time step after the last one this process used. */
async function freshCode(username: string, secret: string): Promise<string> {
  let step = Math.floor(Date.now() / STEP_MS);
  const last = lastSteps.get(username);
  if (last !== undefined && step <= last) {
    await new Promise((resolve) => setTimeout(resolve, (last + 1) * STEP_MS - Date.now() + 50));
    step = Math.floor(Date.now() / STEP_MS);
  }
  lastSteps.set(username, step);
  return totpCodeAt(secret, Date.now());
}

/** The session data of a sign-in (the spec's session: auth_token, employee_info, …), or null. */
export async function signInOverHttp<Session>(
  base: string,
  username: string,
  password: string,
  remember = false,
): Promise<Session | null> {
  const signedIn = await post(`${base}/api/auth`, { username, password, remember });
  if (signedIn.status !== 200) return null;
  const step = (signedIn.body.data as { secondFactor?: SecondFactorChallenge }).secondFactor;
  if (!step) return signedIn.body.data as Session;
  if (step.step === 'enrol') keys.set(username, step.secret);
  const secret = keys.get(username);
  if (!secret) throw new Error(`no second-factor key is known for ${username}`);
  const completed = await post(`${base}/api/auth/second_factor/sign_in`, {
    challenge: step.challenge,
    code: await freshCode(username, secret),
  });
  if (completed.status !== 200) throw new Error(`${username}'s code step: ${completed.status}`);
  return completed.body.data as Session;
}
