/**
 * Signing in without the sign-in page, for the tests whose subject is not signing in: the page's
 * own calls (the password, then the code of a second factor) made by the browser context's
 * request client, so that the context holds the session cookies the form would have left. A
 * session is one context's own: its refresh token rotates on every use and a token used twice
 * ends the session, so no stored state is shared between contexts.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Viewport } from './browser';
import { keyOf, nextCode } from './second-factor';
import { DEMO_PASSWORD } from './sign-in';
import type { BrowserAndPortal } from './suite';

interface Envelope<Data> {
  status: number;
  message?: string;
  data: Data;
}

export async function signInByApi(
  context: BrowserContext,
  baseUrl: string,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  // Remember me, as the form has it ticked by default.
  const answer = await context.request.post(`${baseUrl}/api/auth`, {
    data: { username, password, remember: true },
  });
  const body = (await answer.json()) as Envelope<{ secondFactor?: { challenge: string } }>;
  if (!answer.ok()) throw new Error(`${username}'s sign-in answered ${answer.status()}`);
  const challenge = body.data.secondFactor?.challenge;
  if (!challenge) return;
  const secret = keyOf(baseUrl, username);
  if (!secret) throw new Error(`${username} has a second factor whose key the tests lack`);
  const code = await context.request.post(`${baseUrl}/api/auth/second_factor/sign_in`, {
    data: { challenge, code: nextCode(secret) },
  });
  if (!code.ok()) throw new Error(`${username}'s code step answered ${code.status()}`);
}

/** Signs the page's context in by the API and opens the user's home page, as the form leads to. */
export async function signInAndGoHome(
  page: Page,
  baseUrl: string,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await signInByApi(page.context(), baseUrl, username, password);
  // The sign-in page sends a signed-in user on to their home page.
  await page.goto(`${baseUrl}/sign-in`);
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}

/** A page of `suite` at `viewport`, signed in as `username` by the API and opened at `path`. */
export async function openSignedIn(
  suite: BrowserAndPortal,
  username: string,
  path: string,
  viewport: Viewport,
  options?: BrowserContextOptions,
): Promise<Page> {
  const page = await suite.page(viewport, options);
  await signInByApi(page.context(), suite.portal.baseUrl, username);
  await page.goto(`${suite.portal.baseUrl}${path}`);
  return page;
}
