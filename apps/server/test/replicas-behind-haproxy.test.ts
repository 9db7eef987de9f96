/**
 * Three `serve` processes on one PostgreSQL database behind HAProxy, set up as
 * docs/operations.md's "Several servers" says (docs/haproxy.cfg: round robin, no stickiness,
 * the readiness check).
 * Through the balancer a day's work: sign in, the sales summary, a shared link, an import
 * uploaded and confirmed, a company renamed, a user's grants changed, a logout; each step lands
 * on whichever server is next. After each change every server, asked directly, answers as the
 * change says within a second: the caller, answer and reference data caches follow it.
 * Last, a server sent SIGTERM drains: its check fails at once, HAProxy takes it out, and no
 * request through the balancer fails while it goes.
 *
 * With REPLICA_FIGURES=1 the run writes its figures to bench/results/replicas-behind-haproxy.*.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SESSION_COOKIES, SHARED_LINK_HEADER } from '@outlet-pulse/contracts';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { machineFacts, writeResults } from '../../../bench/results-file';
import { PERMISSIONS } from '../src/core/permissions';
import { ChangeVersions } from '../src/db/change-versions';
import { migrate } from '../src/db/migrate';
import { seedDemoMasterData } from '../src/seed/demo-data/demo-master-data';
import { loadDemoData } from '../src/seed/demo-data/generate-demo';
import { DEMO_PASSWORD, seedDemoUsers } from '../src/seed/demo-users';
import { TEST_AUTH_SECRET } from './app-config';
import { createTestDatabase, describePostgres, type TestDatabase } from './engines';
import { buildUser, type FactoryTarget, userIdOf } from './factories';
import {
  type Balancer,
  findHaproxy,
  HAPROXY_CONFIG_FILE,
  type ServerProcess,
  startBalancer,
  startServerProcesses,
} from './server-cluster';

const SERVER_NAMES = ['app1', 'app2', 'app3'];
/** How soon every server must follow a change made through any of them. */
const FOLLOW_MS = 1000;
const GRACE_MS = 2000;
const FILTER = 'company=KCG01&type=STORES&group=O&year=2026&outlet=All';

interface Answer {
  status: number;
  body: { status: number; data?: unknown; message?: string };
  servedBy: string | null;
  cookies: Record<string, string>;
}

interface SignedIn {
  token: string;
  /** Bearer, cookies and CSRF header, as the web app sends them. */
  headers: Record<string, string>;
}

describePostgres('three servers behind HAProxy', () => {
  let testDatabase: TestDatabase;
  let servers: ServerProcess[] = [];
  let balancer: Balancer;
  /** The servers HAProxy's X-Served-By named, over every request through it. */
  const servedBy = new Set<string>();
  /** A user who manages users and master data and imports, without the administrator role. */
  let operator: { username: string; password: string };
  let manager: SignedIn;
  let target: FactoryTarget;
  /** How long the slowest server took to follow each change, and what the drain saw. */
  const figures: { followMs: Record<string, number>; drain?: Record<string, number> } = {
    followMs: {},
  };

  beforeAll(async () => {
    findHaproxy();
    testDatabase = await createTestDatabase('postgres');
    const { database } = testDatabase;
    await migrate(database);
    await loadDemoData(database, { outlets: 12, years: 1, seed: 5, lastSalesDate: '2026-10-31' });
    await seedDemoMasterData(database.kysely, { seed: 5 });
    await seedDemoUsers(database.kysely);
    await database.kysely
      .insertInto('roles')
      .values({ code: 'operator', name: 'Operator' })
      .execute();
    await database.kysely
      .insertInto('role_permissions')
      .values(
        [PERMISSIONS.manageUsers, PERMISSIONS.manageMasterData, PERMISSIONS.importData].map(
          (permission) => ({ role_code: 'operator', permission }),
        ),
      )
      .execute();
    target = { database, changeVersions: new ChangeVersions(database) };
    operator = await buildUser(target, { role: 'operator', allCompanies: true });

    const databaseUrl = testDatabase.storage.engine === 'postgres' ? testDatabase.storage.url : '';
    servers = await startServerProcesses(SERVER_NAMES, {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: TEST_AUTH_SECRET,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    });
    balancer = await startBalancer(servers);
  });
  afterAll(async () => {
    if (process.env.REPLICA_FIGURES === '1') await recordFigures();
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.stop('SIGINT')));
    await testDatabase?.dispose();
  });

  async function call(
    base: string,
    method: string,
    url: string,
    options: { headers?: Record<string, string>; body?: string | object } = {},
  ): Promise<Answer> {
    const text = typeof options.body === 'string';
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(options.body === undefined
          ? {}
          : { 'content-type': text ? 'text/csv' : 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined
        ? {}
        : { body: text ? (options.body as string) : JSON.stringify(options.body) }),
    });
    const servedByHeader = response.headers.get('x-served-by');
    if (base === balancer.url && servedByHeader) servedBy.add(servedByHeader);
    const cookies = Object.fromEntries(
      response.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';');
        const equals = pair.indexOf('=');
        return [pair.slice(0, equals), pair.slice(equals + 1)];
      }),
    );
    return {
      status: response.status,
      body: (await response.json()) as Answer['body'],
      servedBy: servedByHeader,
      cookies,
    };
  }
  const through = (method: string, url: string, options?: Parameters<typeof call>[3]) =>
    call(balancer.url, method, url, options);

  /** Signs in through the balancer, answering the second factor's step when one is asked. */
  async function signIn(username: string, password = DEMO_PASSWORD): Promise<SignedIn> {
    let answer = await through('POST', '/api/auth', { body: { username, password } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const step = (
      answer.body.data as { secondFactor?: { step: string; challenge: string; secret?: string } }
    ).secondFactor;
    if (step) {
      // A role with an administration permission sets up a second factor as it signs in.
      if (step.step !== 'enrol' || !step.secret) throw new Error(`cannot answer ${step.step}`);
      const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(step.secret) }).generate();
      answer = await through('POST', '/api/auth/second_factor/sign_in', {
        body: { challenge: step.challenge, code },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const token = (answer.body.data as { auth_token: string }).auth_token;
    const refresh = answer.cookies[SESSION_COOKIES.refresh] ?? '';
    const csrf = answer.cookies[SESSION_COOKIES.csrf] ?? '';
    return {
      token,
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `${SESSION_COOKIES.refresh}=${refresh}; ${SESSION_COOKIES.csrf}=${csrf}`,
        [SESSION_COOKIES.csrfHeader]: csrf,
      },
    };
  }

  /** The operator's session, signed in once: a second factor's code signs in once a period. */
  let operatorSignedIn: SignedIn | undefined;
  const operatorSession = async () =>
    (operatorSignedIn ??= await signIn(operator.username, operator.password));

  /**
   * Asks every server directly, a request every 50 ms without waiting for the answers before,
   * until one answers as `done` says; fails when a request sent FOLLOW_MS after `since` still
   * answers as before. Answers, for the slowest server, when the first request that followed
   * was sent: what its caches held at that moment is what is measured, not how long a busy
   * machine then took to answer.
   */
  async function everyServerFollows(
    since: number,
    ask: (base: string) => Promise<Answer>,
    done: (answer: Answer) => boolean,
  ): Promise<number> {
    const took = await Promise.all(
      servers.map(async (server) => {
        const polls: Promise<{ sentAt: number; followed: boolean; answer: Answer }>[] = [];
        let followedSeen = false;
        let lastSentAt = 0;
        while (!followedSeen && lastSentAt - since < FOLLOW_MS) {
          const sentAt = performance.now();
          lastSentAt = sentAt;
          polls.push(
            ask(server.baseUrl).then((answer) => {
              const followed = done(answer);
              if (followed) followedSeen = true;
              return { sentAt, followed, answer };
            }),
          );
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const answered = await Promise.all(polls);
        const first = answered.find((poll) => poll.followed);
        if (!first) {
          const last = answered.at(-1);
          throw new Error(
            `${server.name} still answers ${JSON.stringify(last?.answer.body)} to a request sent ${((last?.sentAt ?? 0) - since).toFixed(0)} ms after the change`,
          );
        }
        // The caches do not go back: every request sent after the first that followed follows.
        expect(answered.filter((poll) => poll.sentAt > first.sentAt && !poll.followed)).toEqual([]);
        return first.sentAt - since;
      }),
    );
    return Math.max(...took);
  }

  it("shows in docs/operations.md's recipe the very configuration HAProxy runs here", async () => {
    const recipe = await readFile(
      path.resolve(import.meta.dirname, '../../../docs/operations.md'),
      'utf8',
    );
    const block = /\n( *)```haproxy\n([\s\S]*?)\n\1```/.exec(recipe);
    const [, indent = '', shown = ''] = block ?? [];
    const dedented = shown
      .split('\n')
      .map((line) => line.slice(indent.length))
      .join('\n');
    expect(`${dedented}\n`).toBe(await readFile(HAPROXY_CONFIG_FILE, 'utf8'));
  });

  it('signs in, answers the sales summary and opens a shared link, on whichever server is next', async () => {
    manager = await signIn('manager');
    for (const call of [
      'optionscompany',
      'optionstype',
      `chartsalessummary?${FILTER}`,
      `charttrafficsummary?${FILTER}`,
      `achievementsummary?${FILTER}`,
      `lflsalessummary?${FILTER}`,
    ]) {
      const answer = await through('GET', `/api/portal/salessummary/${call}`, {
        headers: manager.headers,
      });
      expect(answer.status, call).toBe(200);
    }

    const shared = await through('POST', '/api/portal/links/sales-summary', {
      headers: manager.headers,
      body: { company: 'KCG01', year: 2026 },
    });
    expect(shared.status).toBe(200);
    const linkId = (shared.body.data as { url: string }).url.split('/').pop();
    const link = { [SHARED_LINK_HEADER]: linkId ?? '' };
    for (let round = 0; round < servers.length; round++) {
      const current = await through('GET', '/api/portal/links/current', { headers: link });
      expect(current.status).toBe(200);
      const chart = await through('GET', `/api/portal/salessummary/chartsalessummary?${FILTER}`, {
        headers: link,
      });
      expect(chart.status).toBe(200);
    }
    expect([...servedBy].sort()).toEqual(SERVER_NAMES);
  });

  it('loads an import uploaded and confirmed through the balancer; every server answers with its data within a second', async () => {
    const signedIn = await operatorSession();
    // An outlet open all year, and its company's traffic chart, which October's door count changes.
    const outlet = await testDatabase.database.kysely
      .selectFrom('outlets')
      .select(['id', 'company_code'])
      .where('type_code', '=', 'STORES')
      .where('group_code', '=', 'O')
      .where('open_date', '<', '2026-01-01')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const traffic = (base: string) =>
      call(
        base,
        'GET',
        `/api/portal/salessummary/charttrafficsummary?${FILTER.replace('KCG01', outlet.company_code)}`,
        { headers: manager.headers },
      );
    // Every server holds the answer before the load.
    const before = await Promise.all(servers.map((server) => traffic(server.baseUrl)));
    for (const answer of before) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(before[0]?.body);
    }

    const file = `outlet_id,date,visitors\n${outlet.id},2026-10-01,100001\n`;
    const uploaded = await through('POST', '/api/import/upload?kind=traffic&fileName=traffic.csv', {
      headers: signedIn.headers,
      body: file,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const { uploadId } = uploaded.body.data as { uploadId: string };
    let job = await through('POST', '/api/import/confirm', {
      headers: signedIn.headers,
      body: { uploadId },
    });
    expect(job.status).toBe(200);
    const { jobId } = job.body.data as { jobId: string };
    while (!['done', 'failed'].includes((job.body.data as { phase: string }).phase)) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = await through('GET', `/api/import/jobs/${jobId}`, { headers: signedIn.headers });
    }
    const loadedAt = performance.now();
    expect(job.body.data).toMatchObject({ phase: 'done', counts: { rows: 1 } });

    const took = await everyServerFollows(
      loadedAt,
      traffic,
      (answer) =>
        answer.status === 200 && JSON.stringify(answer.body) !== JSON.stringify(before[0]?.body),
    );
    figures.followMs['a traffic import (answers, facts)'] = took;
    expect(took).toBeLessThan(FOLLOW_MS);
  });

  it('renames a company through the balancer; every server lists the new name within a second', async () => {
    const signedIn = await operatorSession();
    const record = await through('GET', '/api/company/KCG03', { headers: signedIn.headers });
    expect(record.status).toBe(200);
    const { name, active, excludedByDefault } = record.body.data as {
      name: string;
      active: boolean;
      excludedByDefault: boolean;
    };
    const companyName = (answer: Answer) =>
      (answer.body.data as { company: string; companyName: string }[] | undefined)?.find(
        (company) => company.company === 'KCG03',
      )?.companyName;
    const options = (base: string) =>
      call(base, 'GET', '/api/portal/salessummary/optionscompany', { headers: manager.headers });
    for (const server of servers) expect(companyName(await options(server.baseUrl))).toBe(name);

    const renamed = await through('PUT', '/api/company/KCG03', {
      headers: signedIn.headers,
      body: { name: `${name} (renamed)`, active, excludedByDefault },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const took = await everyServerFollows(
      performance.now(),
      options,
      (answer) => companyName(answer) === `${name} (renamed)`,
    );
    figures.followMs['a company renamed (reference data)'] = took;
    expect(took).toBeLessThan(FOLLOW_MS);
  });

  it("changes a user's grants through the balancer; every server answers with them within a second", async () => {
    const signedIn = await operatorSession();
    const staff = await signIn('staff');
    const companies = (base: string) =>
      call(base, 'GET', '/api/portal/salessummary/optionscompany', { headers: staff.headers });
    const codes = (answer: Answer) =>
      (answer.body.data as { company: string }[] | undefined)?.map((company) => company.company);
    for (const server of servers)
      expect(codes(await companies(server.baseUrl))).toEqual(['KCG01', 'KCG03']);

    const staffId = await userIdOf(target, 'staff');
    const changed = await through('PUT', `/api/user/${staffId}`, {
      headers: signedIn.headers,
      body: { role: 'staff', allCompanies: false, companies: ['KCG01'] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const took = await everyServerFollows(
      performance.now(),
      companies,
      (answer) => answer.status === 200 && codes(answer)?.join() === 'KCG01',
    );
    figures.followMs["a user's grants changed (caller)"] = took;
    expect(took).toBeLessThan(FOLLOW_MS);
  });

  it('logs out through the balancer; every server refuses the token within a second', async () => {
    const menu = (base: string) =>
      call(base, 'POST', '/api/menu', { headers: manager.headers, body: {} });
    for (const server of servers) expect((await menu(server.baseUrl)).status).toBe(200);

    const loggedOut = await through('POST', '/api/auth/logout', { headers: manager.headers });
    expect(loggedOut.status, JSON.stringify(loggedOut.body)).toBe(200);
    const took = await everyServerFollows(
      performance.now(),
      menu,
      (answer) => answer.status === 401,
    );
    figures.followMs['a logout (caller)'] = took;
    expect(took).toBeLessThan(FOLLOW_MS);
  });

  it('drains a server sent SIGTERM: its check fails at once, HAProxy takes it out, no request fails', async () => {
    const staff = await signIn('staff');
    const [, , leaving] = servers;
    if (!leaving) throw new Error('three servers expected');
    const signalledAt = performance.now();
    const stopped = leaving.stop('SIGTERM');
    const failures: Answer[] = [];
    let exitedAt: number | undefined;
    void stopped.then(() => (exitedAt = performance.now()));
    const load = (async () => {
      const answeredBy: Record<string, number> = {};
      while (exitedAt === undefined) {
        const answer = await through(
          'GET',
          `/api/portal/salessummary/chartsalessummary?${FILTER}`,
          {
            headers: staff.headers,
          },
        ).catch(
          (error: unknown) =>
            ({ status: 0, body: { status: 0, message: String(error) } }) as Answer,
        );
        if (answer.status !== 200) failures.push(answer);
        const server = answer.servedBy ?? 'none';
        answeredBy[server] = (answeredBy[server] ?? 0) + 1;
      }
      return answeredBy;
    })();

    let ready = await call(leaving.baseUrl, 'GET', '/api/health/ready');
    while (ready.status === 200) ready = await call(leaving.baseUrl, 'GET', '/api/health/ready');
    const notReadyAt = performance.now();
    expect(ready.status).toBe(503);
    await balancer.waitFor(leaving.name, 'DOWN', GRACE_MS + 1000);
    const downAt = performance.now();
    expect(await stopped).toBe(0);
    const answeredBy = await load;
    figures.drain = {
      'SIGTERM to a failing check, ms': notReadyAt - signalledAt,
      'SIGTERM to HAProxy marking it DOWN, ms': downAt - signalledAt,
      'SIGTERM to exit 0, ms': (exitedAt ?? Number.NaN) - signalledAt,
      'requests through HAProxy meanwhile': Object.values(answeredBy).reduce(
        (sum, n) => sum + n,
        0,
      ),
      'of them answered by the leaving server': answeredBy[leaving.name] ?? 0,
      'failed requests': failures.length,
    };
    expect(failures).toEqual([]);
  });

  async function recordFigures() {
    const followRows = Object.entries(figures.followMs).map(
      ([change, ms]) => `| ${change} | ${ms.toFixed(0)} |`,
    );
    const drainRows = Object.entries(figures.drain ?? {}).map(
      ([what, value]) => `| ${what} | ${value.toFixed(0)} |`,
    );
    const machine = machineFacts();
    await writeResults(
      'replicas-behind-haproxy',
      {
        machine,
        servers: SERVER_NAMES,
        graceMs: GRACE_MS,
        servedBy: [...servedBy].sort(),
        ...figures,
      },
      [
        '# Three servers behind HAProxy (apps/server/test/replicas-behind-haproxy.test.ts)',
        '',
        `Measured ${machine.measuredAt} on ${machine.cpus} × ${machine.cpuModel}, loopback, one PostgreSQL,`,
        `HAProxy with docs/haproxy.cfg (round robin, check every 1 s, down after 2 failures).`,
        `Requests through HAProxy were answered by ${[...servedBy].sort().join(', ')}.`,
        '',
        'After a change made through the balancer, how soon a request sent to each server directly',
        'was answered as the change says (when the first such request was sent, for the slowest of',
        `the three; the test fails when one sent ${FOLLOW_MS} ms after the change still answers as before):`,
        '',
        '| change | slowest server followed within (ms) |',
        '|---|---|',
        ...followRows,
        '',
        `A server sent SIGTERM with SHUTDOWN_GRACE_MS=${GRACE_MS}, one client asking through HAProxy all along:`,
        '',
        '| what | figure |',
        '|---|---|',
        ...drainRows,
      ].join('\n'),
    );
  }
});
