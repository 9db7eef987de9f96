import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmptyApp, useDemoApp } from '../../test/demo-app';
import { describeEachEngine } from '../../test/engines';
import { insertJob } from '../modules/imports/jobs.repository';
import { OPERATOR_MESSAGES, OperatorGuard, sameSecret } from './operator-guard';

const TOKEN = 'scrape-token-of-the-test-0123456789';
const PROXY = '10.9.9.9';
const SCRAPER = '192.0.2.5';
const ELSEWHERE = '198.51.100.1';
const SUMMARY =
  '/api/portal/salessummary/chartsalessummary?company=KCG01&type=STORES&group=O&year=2026&outlet=All';

/** The value of one sample of the text format, by its name and (some of) its labels. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        wanted.every((pair) => candidate.includes(pair)),
    );
  if (!line) throw new Error(`no sample ${name} ${wanted.join(',')} in the metrics`);
  return Number(line.slice(line.lastIndexOf(' ') + 1));
}

describeEachEngine('the operator’s metrics', (engine) => {
  const demo = useDemoApp(engine, {
    config: {
      metrics: { token: TOKEN, allow: ['192.0.2.0/24'] },
      trustProxy: [PROXY],
      answerWarming: true,
    },
  });

  const scrape = (
    options: { remoteAddress?: string; token?: string; headers?: Record<string, string> } = {},
  ) =>
    demo.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: options.remoteAddress ?? SCRAPER,
      headers: {
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
    });

  it('needs the token, compared whole, from a listed address', async () => {
    const without = await scrape();
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ message: OPERATOR_MESSAGES.tokenRequired });
    // Wrong at the end, or of another length: the same refusal.
    expect((await scrape({ token: `${TOKEN.slice(0, -1)}X` })).statusCode).toBe(403);
    expect((await scrape({ token: `${TOKEN}0` })).statusCode).toBe(403);
    expect((await scrape({ token: TOKEN.slice(0, 8) })).statusCode).toBe(403);

    const elsewhere = await scrape({ remoteAddress: ELSEWHERE, token: TOKEN });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: OPERATOR_MESSAGES.addressRefused });

    const answered = await scrape({ token: TOKEN });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('judges the address on the real client, as TRUST_PROXY says', async () => {
    const forwarded = { 'x-forwarded-for': '192.0.2.77' };
    // Through the trusted proxy: the client's address is the forwarded one, which is listed.
    expect(
      (await scrape({ remoteAddress: PROXY, token: TOKEN, headers: forwarded })).statusCode,
    ).toBe(200);
    // From anyone else the header is not believed.
    expect(
      (await scrape({ remoteAddress: ELSEWHERE, token: TOKEN, headers: forwarded })).statusCode,
    ).toBe(403);
  });

  it('counts requests under their route template, cache look-ups, warming, import jobs, the pool and memory', async () => {
    await demo.app.answerWarmer?.check();
    const manager = demo.as('manager');
    expect((await manager.get(SUMMARY)).statusCode).toBe(200);
    expect((await manager.get(SUMMARY)).statusCode).toBe(200);
    const admin = demo.as('admin');
    expect((await admin.get('/api/user/987654')).statusCode).toBe(404);
    expect((await demo.app.inject({ method: 'GET', url: '/api/no/such/3f1c' })).statusCode).toBe(
      404,
    );
    await insertJob(
      demo.database.kysely,
      {
        id: 'metrics-job',
        uploadId: 'metrics-upload',
        batchId: 'IMP2611METRIC',
        userId: 1,
        kind: 'daily-sales',
        fileName: 'daily-sales.csv',
        rows: 3,
        phase: 'merging',
        counts: null,
        message: null,
        heartbeatAt: null,
      },
      Date.now(),
    );

    const text = (await scrape({ token: TOKEN })).body;
    const summary = { method: 'GET', route: '/api/portal/salessummary/chartsalessummary' };
    expect(
      sampleOf(text, 'outlet_pulse_http_requests_total', { ...summary, status_code: '200' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sampleOf(text, 'outlet_pulse_http_request_duration_seconds_count', {
        ...summary,
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(2);
    // The template, never the address asked: ids and unknown paths make no labels.
    expect(
      sampleOf(text, 'outlet_pulse_http_requests_total', {
        route: '/api/user/:id',
        status_code: '404',
      }),
    ).toBe(1);
    expect(sampleOf(text, 'outlet_pulse_http_requests_total', { route: 'unmatched' })).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('3f1c');

    expect(
      sampleOf(text, 'outlet_pulse_answer_cache_lookups_total', {
        cache: 'answers',
        result: 'hit',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(text, 'outlet_pulse_answer_cache_lookups_total', {
        cache: 'answers',
        result: 'miss',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(text, 'outlet_pulse_answer_cache_lookups_total', { cache: 'facts', result: 'miss' }),
    ).toBeGreaterThanOrEqual(1);

    // The warm at start-up, of nobody yet (no demo user has signed in before it).
    expect(sampleOf(text, 'outlet_pulse_answer_warming_runs_total', { outcome: 'warmed' })).toBe(1);
    expect(
      sampleOf(text, 'outlet_pulse_answer_warming_duration_seconds_count', { outcome: 'warmed' }),
    ).toBe(1);

    expect(sampleOf(text, 'outlet_pulse_import_jobs', { state: 'merging' })).toBe(1);
    expect(sampleOf(text, 'outlet_pulse_import_jobs', { state: 'failed' })).toBe(0);

    const pool = { engine };
    expect(sampleOf(text, 'outlet_pulse_database_connections_open', pool)).toBeGreaterThanOrEqual(
      1,
    );
    expect(sampleOf(text, 'outlet_pulse_database_connections_max', pool)).toBe(
      engine === 'postgres' ? 4 : 8,
    );
    expect(
      sampleOf(text, 'outlet_pulse_database_connections_waiting', pool),
    ).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'outlet_pulse_database_connections_idle', pool)).toBeGreaterThanOrEqual(
      0,
    );

    expect(sampleOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('the operator’s metrics when not set up', () => {
  let empty: Awaited<ReturnType<typeof startEmptyApp>>;
  beforeAll(async () => {
    empty = await startEmptyApp('duckdb');
  });
  afterAll(async () => empty?.dispose());

  it('are off: 404 with or without a token, from anywhere', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const answer = await empty.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ status: 404, message: 'Not found: GET /metrics' });
    }
  });
});

describe('the operator guard', () => {
  const request = (ip: string, authorization?: string) =>
    ({ ip, headers: authorization ? { authorization } : {} }) as never;

  it('with a token alone, lets the token in from anywhere', () => {
    const guard = new OperatorGuard({ token: TOKEN, allow: undefined });
    expect(() => guard.check(request(ELSEWHERE, `Bearer ${TOKEN}`))).not.toThrow();
    expect(() => guard.check(request(SCRAPER))).toThrow(OPERATOR_MESSAGES.tokenRequired);
    expect(() => guard.check(request(SCRAPER, 'Bearer wrong'))).toThrow(
      OPERATOR_MESSAGES.wrongToken,
    );
  });

  it('with an address list alone, lets its addresses in without a token', () => {
    const guard = new OperatorGuard({ token: undefined, allow: ['loopback', '192.0.2.0/24'] });
    expect(() => guard.check(request('127.0.0.1'))).not.toThrow();
    expect(() => guard.check(request('::ffff:192.0.2.40'))).not.toThrow();
    expect(() => guard.check(request(ELSEWHERE, `Bearer ${TOKEN}`))).toThrow(
      OPERATOR_MESSAGES.addressRefused,
    );
  });

  it('compares secrets whole, whatever their lengths', () => {
    expect(sameSecret(TOKEN, TOKEN)).toBe(true);
    expect(sameSecret(TOKEN, `${TOKEN} `)).toBe(false);
    expect(sameSecret(TOKEN, '')).toBe(false);
  });
});
