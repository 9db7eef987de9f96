/**
 * The log of a whole session, as an operator keeps it: `serve` as a process, logging at trace,
 * goes through the first-run set-up, a sign-in that sets up a second factor, a refresh, an auto sign-in link, a shared view
 * link, checklist report links (e-mailed too) with a photo, made-up addresses that carry
 * secrets and error paths; then every secret the session used is looked for in all it wrote.
 * Only the set-up link's token may appear, once, on the line the terminal shows the operator.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SESSION_COOKIES,
  type SecondFactorChallenge,
  SHARED_LINK_HEADER,
} from '@outlet-pulse/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StorageConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { totpCodeAt } from '../src/modules/auth/second-factor-codes';
import { seedDemoChecklists } from '../src/seed/demo-data/demo-checklists';
import { seedDemoMasterData } from '../src/seed/demo-data/demo-master-data';
import { loadDemoData } from '../src/seed/demo-data/generate-demo';
import { TEST_AUTH_SECRET } from './app-config';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './engines';
import { bodyOf, type Mailbox, startMailbox } from './mailbox';
import { serverCli } from './server-cli';
import { useTemporaryDirectory } from './temporary-directory';

const serverRoot = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'a pass phrase seen only by the server 7319';

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote, standard output and standard error. */
  output: () => string;
}

function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [...serverCli(), 'serve'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)[\s\S]*\n\n/);
      if (match?.[1]) resolve({ child, baseUrl: match[1], output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function serverEnvironment(storage: StorageConfig, dataDir: string, extra: Record<string, string>) {
  return {
    ...(storage.engine === 'duckdb'
      ? { DATA_DIR: path.dirname(storage.file) }
      : { DATA_DIR: dataDir, DATABASE_URL: storage.url }),
    DEMO_MODE: 'false',
    AUTH_SECRET: TEST_AUTH_SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'trace',
    // No load balancer to drain for: SIGTERM closes at once.
    SHUTDOWN_GRACE_MS: '0',
    ...extra,
  };
}

/** A cookie's value from an answer's Set-Cookie headers. */
function cookieOf(response: Response, name: string): string {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in the answer`);
  return cookie.slice(name.length + 1);
}

/** The data of an answer the test knows the shape of. */
async function dataOf<Data>(response: Response): Promise<Data> {
  return ((await response.json()) as { data: Data }).data;
}

type SessionData = { auth_token: string; employee_info: { employeeID: string } };
type LinkData = { url: string };

describeEachEngine('the server log of a whole session', (engine) => {
  const dataDirectory = useTemporaryDirectory('outlet-pulse-log-data-');
  const webDirectory = useTemporaryDirectory('outlet-pulse-log-web-');
  let testDatabase: TestDatabase;
  let mailbox: Mailbox;
  let documentId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    testDatabase = await createTestDatabase(engine);
    const { database } = testDatabase;
    await migrate(database);
    await loadDemoData(database, { outlets: 12, years: 1, seed: 5, lastSalesDate: '2026-10-31' });
    await seedDemoMasterData(database.kysely, { seed: 5 });
    await seedDemoChecklists(database.kysely, { seed: 5, lastDate: '2026-10-31' });
    const withPhoto = await database.kysely
      .selectFrom('checklist_photos')
      .select('document_id')
      .orderBy('document_id')
      .executeTakeFirstOrThrow();
    documentId = Number(withPhoto.document_id);
    // The server owns the database from here (on DuckDB no other process may open the file).
    await database.close();
    await writeFile(path.join(webDirectory(), 'index.html'), '<!doctype html><title>Pulse</title>');
  });
  afterAll(async () => {
    await mailbox?.close();
    await testDatabase?.dispose();
  });

  it('holds none of the secrets the session used, and the lines of its requests', async () => {
    const server = await startServer(
      serverEnvironment(testDatabase.storage, dataDirectory(), {
        WEB_DIST_DIR: webDirectory(),
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mailbox.port),
      }),
    );
    /** Each secret the session used, by what it is. */
    const secrets = new Map<string, string>([['the password', PASSWORD]]);
    const call = (
      method: string,
      url: string,
      { body, headers = {} }: { body?: object; headers?: Record<string, string> } = {},
    ) =>
      fetch(`${server.baseUrl}${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    /** The headers the web app sends with a session: bearer token, cookies, CSRF header. */
    const sessionHeaders = (name: string, response: Response, accessToken: string) => {
      const refreshToken = cookieOf(response, SESSION_COOKIES.refresh);
      const csrfToken = cookieOf(response, SESSION_COOKIES.csrf);
      secrets.set(`${name}: access token`, accessToken);
      secrets.set(`${name}: refresh token`, refreshToken);
      secrets.set(`${name}: CSRF token`, csrfToken);
      return {
        authorization: `Bearer ${accessToken}`,
        cookie: `${SESSION_COOKIES.refresh}=${refreshToken}; ${SESSION_COOKIES.csrf}=${csrfToken}`,
        [SESSION_COOKIES.csrfHeader]: csrfToken,
      };
    };

    try {
      // The first-run set-up link, as printed: its page, its check and the administrator.
      const setupToken = server.output().match(/\/setup\/([A-Za-z0-9_-]{43,})\n/)?.[1] ?? '';
      expect(setupToken, server.output()).not.toBe('');
      secrets.set('the set-up token', setupToken);
      expect((await call('GET', `/setup/${setupToken}`)).status).toBe(200);
      expect((await call('POST', '/api/setup/check', { body: { token: setupToken } })).status).toBe(
        200,
      );
      const created = await call('POST', '/api/setup', {
        body: {
          token: setupToken,
          username: 'owner',
          name: 'Group Owner',
          email: 'owner@group.example',
          password: PASSWORD,
        },
      });
      expect(created.status, await created.clone().text()).toBe(200);

      // Sign-in with the password; the administrator's role requires a second factor, set up
      // with the key the password step gives and its first code; then a refresh that rotates
      // the cookie.
      const passwordStep = await call('POST', '/api/auth', {
        body: { username: 'owner', password: PASSWORD, remember: true },
      });
      expect(passwordStep.status).toBe(200);
      const { secondFactor } = await dataOf<{ secondFactor: SecondFactorChallenge }>(passwordStep);
      if (secondFactor.step !== 'enrol') throw new Error('the owner was not asked to set one up');
      secrets.set('the second-factor challenge', secondFactor.challenge);
      secrets.set('the second-factor key', secondFactor.secret);
      secrets.set('the otpauth address', secondFactor.otpauthUri);
      // The server's real clock reads the code: the only sign-in of this user in the test.
      const signedIn = await call('POST', '/api/auth/second_factor/sign_in', {
        body: {
          challenge: secondFactor.challenge,
          code: totpCodeAt(secondFactor.secret, Date.now()),
        },
      });
      expect(signedIn.status, await signedIn.clone().text()).toBe(200);
      const signedInData = await dataOf<SessionData & { recoveryCodes: string[] }>(signedIn);
      for (const [index, code] of signedInData.recoveryCodes.entries()) {
        secrets.set(`recovery code ${index + 1}`, code);
      }
      const employeeId = signedInData.employee_info.employeeID;
      const signInHeaders = sessionHeaders('sign-in', signedIn, signedInData.auth_token);
      const refreshed = await call('POST', '/api/refresh_token', { headers: signInHeaders });
      expect(refreshed.status).toBe(200);
      const headers = sessionHeaders(
        'refresh',
        refreshed,
        (await dataOf<SessionData>(refreshed)).auth_token,
      );

      // An auto sign-in link: issued, its page opened, used, and refused when used again.
      const autoIn = await call('POST', '/api/auth/auto_in_link', {
        headers,
        body: { employeeID: employeeId, menu: 'sales-summary' },
      });
      expect(autoIn.status).toBe(200);
      const autoInUrl = (await dataOf<LinkData>(autoIn)).url;
      const autoInToken = new URL(autoInUrl, server.baseUrl).searchParams.get('token') ?? '';
      secrets.set('the auto sign-in token', autoInToken);
      expect((await call('GET', autoInUrl)).status).toBe(200);
      const autoSignedIn = await call('POST', '/api/auth/auto_in', {
        body: { token: autoInToken },
      });
      expect(autoSignedIn.status).toBe(200);
      sessionHeaders(
        'auto sign-in',
        autoSignedIn,
        (await dataOf<SessionData>(autoSignedIn)).auth_token,
      );
      expect(
        (await call('POST', '/api/auth/auto_in', { body: { token: autoInToken } })).status,
      ).toBe(401);

      // A shared link: made, its page opened, its calls answered with the link header.
      const shared = await call('POST', '/api/portal/links/sales-summary', {
        headers,
        body: { company: 'KCG01' },
      });
      expect(shared.status, await shared.clone().text()).toBe(200);
      const sharedUrl = new URL((await dataOf<LinkData>(shared)).url, server.baseUrl);
      const viewToken = sharedUrl.pathname.split('/').pop() ?? '';
      secrets.set('the shared link id', viewToken);
      expect((await call('GET', sharedUrl.pathname)).status).toBe(200);
      const about = await call('GET', '/api/portal/links/current', {
        headers: { [SHARED_LINK_HEADER]: viewToken },
      });
      const { year } = await dataOf<{ year: number }>(about);
      for (const salesCall of [
        'optionscompany',
        `chartsalessummary?company=KCG01&type=STORES&group=O&year=${year}&outlet=All`,
      ]) {
        const answer = await call('GET', `/api/portal/salessummary/${salesCall}`, {
          headers: { [SHARED_LINK_HEADER]: viewToken },
        });
        expect(answer.status, salesCall).toBe(200);
      }
      // An edited link is refused (401), header and all.
      const edited = `${viewToken.slice(0, -4)}AAAA`;
      secrets.set('an edited shared link id', edited);
      const refusedLink = await call('GET', '/api/portal/salessummary/optionscompany', {
        headers: { [SHARED_LINK_HEADER]: edited },
      });
      expect(refusedLink.status).toBe(401);

      // A checklist report link: made, its page and its calls, a photo; then one e-mailed.
      const viewLink = await call('POST', '/api/checklist_report/view', {
        headers,
        body: { documentId },
      });
      expect(viewLink.status, await viewLink.clone().text()).toBe(200);
      const reportPage = (await dataOf<LinkData>(viewLink)).url;
      const reportLinkId = reportPage.split('/report-email/')[1] ?? '';
      secrets.set('a report link id', reportLinkId);
      expect((await call('GET', reportPage)).status).toBe(200);
      const report = await call('GET', `/api/checklist_report/reportemail?id=${reportLinkId}`);
      expect(report.status).toBe(200);
      const photoUrl = JSON.stringify(await report.json()).match(
        /\/api\/checklist_report\/photo\/[^"]+/,
      )?.[0];
      expect(photoUrl).toBeDefined();
      const photo = new URL(photoUrl ?? '', server.baseUrl);
      secrets.set('a photo id', photo.pathname.split('/').pop() ?? '');
      expect((await call('GET', `${photo.pathname}${photo.search}`)).status).toBe(200);
      const sent = await call('POST', '/api/checklist_report/send', {
        headers,
        body: { documentId },
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const mailed = bodyOf(mailbox.received.at(-1) ?? { to: [], raw: '' }).match(
        /\/report-email\/([A-Za-z0-9_-]{43})/,
      )?.[1];
      expect(mailed).toBeDefined();
      secrets.set('an e-mailed report link id', mailed ?? '');
      expect((await call('GET', `/report-email/${mailed}`)).status).toBe(200);
      expect((await call('GET', `/api/checklist_report/reportemail?id=${mailed}`)).status).toBe(
        200,
      );

      // Made-up addresses that carry secrets: each a 404.
      for (const [method, url] of [
        ['GET', `/api/checklist_report/reportemail/${reportLinkId}`],
        ['GET', `/api/setup/${setupToken}`],
        ['POST', `/setup/${setupToken}`],
        ['GET', `/api/checklist_report/reportemails?id=${mailed}`],
        ['GET', `/api/nowhere?token=${autoInToken}`],
        ['POST', `/api/auth/auto_in/${autoInToken}`],
        ['DELETE', `/report-email/${reportLinkId}`],
      ] as const) {
        expect((await call(method, url)).status, `${method} ${url}`).toBe(404);
      }
      // Error paths: a wrong password, a token that is not one, and a mail server that is gone.
      const wrongPassword = `${PASSWORD} but wrong`;
      secrets.set('a wrong password', wrongPassword);
      expect(
        (await call('POST', '/api/auth', { body: { username: 'owner', password: wrongPassword } }))
          .status,
      ).toBe(401);
      expect(
        (await call('POST', '/api/auth/auto_in', { body: { token: `${autoInToken}x` } })).status,
      ).toBe(401);
      await mailbox.close();
      const unsent = await call('POST', '/api/checklist_report/send', {
        headers,
        body: { documentId },
      });
      expect(unsent.status, await unsent.clone().text()).toBe(502);
    } finally {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }

    const output = server.output();
    const logLines = output.split('\n').filter((line) => line.startsWith('{'));
    const log = logLines.join('\n');
    // The lines about those requests are there, with the secrets replaced.
    for (const line of [
      '"url":"/setup/[redacted]"',
      '"url":"/auto-in?token=[redacted]&menu=sales-summary"',
      '"url":"/beta-sales-summary/[redacted]"',
      '"url":"/report-email/[redacted]"',
      '"url":"/api/checklist_report/reportemail?id=[redacted]"',
      '"url":"/api/checklist_report/photo/[redacted]?id=[redacted]"',
      '"url":"/api/checklist_report/reportemails?id=[redacted]"',
      '"url":"/api/nowhere?token=[redacted]"',
      '"url":"/api/auth/auto_in/[redacted]"',
      '"msg":"request refused by the server"',
    ]) {
      expect(log, line).toContain(line);
    }
    for (const [kind, secret] of secrets) {
      expect(secret.length, kind).toBeGreaterThan(5);
      const lines = logLines.filter((line) => line.includes(secret));
      expect(lines, `${kind} in the log`).toEqual([]);
    }
    // The operator's terminal shows the set-up link once; nothing else of the session is there.
    const setupToken = secrets.get('the set-up token') ?? '';
    expect(output.split(setupToken).length - 1).toBe(1);
    for (const [kind, secret] of secrets) {
      if (kind !== 'the set-up token') expect(output.includes(secret), kind).toBe(false);
    }
  });
});
