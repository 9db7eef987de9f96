/**
 * Calls to the real API from the test process, for what a person cannot do through the page:
 * issuing an auto sign-in link, using a stolen refresh cookie twice, asking a sales call what
 * the page should show, or setting up a user through the administrator's calls.
 */
import { SESSION_COOKIES } from '@outlet-pulse/contracts';
import type { BrowserContext } from 'playwright-core';
import { DEMO_ADMIN_TOTP_SECRET, nextCode } from './second-factor';
import { DEMO_PASSWORD } from './sign-in';

interface Envelope<Data> {
  status: number;
  data: Data;
}

async function post<Data>(url: string, init: { body?: unknown; headers?: Record<string, string> }) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<Data> };
}

/**
 * The demo administrator's access token, signed in as the page does: the password, then the
 * code of the administrator's second factor.
 */
export async function adminAccessToken(baseUrl: string): Promise<string> {
  const password = await post<{ secondFactor?: { challenge: string } }>(`${baseUrl}/api/auth`, {
    body: { username: 'admin', password: DEMO_PASSWORD, remember: false },
  });
  const challenge = password.body.data.secondFactor?.challenge;
  if (password.status !== 200 || !challenge) {
    throw new Error(`the password step answered ${password.status} without a code step`);
  }
  const signedIn = await post<{ auth_token: string }>(`${baseUrl}/api/auth/second_factor/sign_in`, {
    body: { challenge, code: nextCode(DEMO_ADMIN_TOTP_SECRET) },
  });
  if (signedIn.status !== 200) throw new Error(`the code step answered ${signedIn.status}`);
  return signedIn.body.data.auth_token;
}

/** An auto sign-in link as the administrator issues it, relative to the portal. */
export async function issueAutoInLink(
  baseUrl: string,
  employeeID: string,
  menu: string,
): Promise<string> {
  const link = await post<{ url: string }>(`${baseUrl}/api/auth/auto_in_link`, {
    body: { employeeID, menu },
    headers: { authorization: `Bearer ${await adminAccessToken(baseUrl)}` },
  });
  if (link.status !== 200) throw new Error(`auto_in_link answered ${link.status}`);
  return link.body.data.url;
}

/**
 * Presents the browser's refresh cookie twice from outside the browser. The server takes the
 * second use for a stolen token and ends the session, as it would after an attack.
 */
export async function replayRefreshCookie(baseUrl: string, context: BrowserContext) {
  const cookies = await context.cookies();
  const refresh = cookies.find((cookie) => cookie.name === SESSION_COOKIES.refresh);
  const csrf = cookies.find((cookie) => cookie.name === SESSION_COOKIES.csrf);
  if (!refresh || !csrf) throw new Error('The browser holds no session cookies.');
  const headers = {
    cookie: `${refresh.name}=${refresh.value}; ${csrf.name}=${csrf.value}`,
    [SESSION_COOKIES.csrfHeader]: csrf.value,
  };
  const first = await post(`${baseUrl}/api/refresh_token`, { headers });
  const second = await post(`${baseUrl}/api/refresh_token`, { headers });
  if (first.status !== 200 || second.status !== 401) {
    throw new Error(`refresh answered ${first.status} then ${second.status}`);
  }
}

/**
 * A sales call (GET /api/portal/salessummary/<call>) made from the test process with the
 * Authorization header the page itself sends, so it answers for the same session as the page.
 */
export async function salesCall<Data>(
  baseUrl: string,
  authorization: string,
  call: string,
  query: Record<string, string>,
): Promise<Data> {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${baseUrl}/api/portal/salessummary/${call}?${search}`, {
    headers: { authorization, accept: 'application/json' },
  });
  const body = (await response.json()) as Envelope<Data>;
  if (response.status !== 200) throw new Error(`${call} answered ${response.status}`);
  return body.data;
}
