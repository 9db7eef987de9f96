import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_AUTH_SECRET, testAppConfig } from '../test/app-config';
import { type EmptyApp, startEmptyApp } from '../test/demo-app';
import { describeEachEngine } from '../test/engines';
import { secondFactorClock } from '../test/second-factor';
import { useAppServingWebBuild } from '../test/web-app-dist';
import { buildApp } from './app';
import { INTERNAL_ERROR_MESSAGE } from './plugins/error-handler';
import { loadDemoData } from './seed/demo-data/generate-demo';

describeEachEngine('GET /api/health', (engine) => {
  let empty: EmptyApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    empty = await startEmptyApp(engine);
    app = empty.app;
  });
  afterAll(async () => empty.dispose());

  it('answers the engine and no last update while no sales are loaded', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, data: { engine, dataLastUpdate: null } });
  });

  it('answers the last sales date once data is loaded', async () => {
    await loadDemoData(empty.database, {
      outlets: 12,
      years: 1,
      seed: 3,
      lastSalesDate: '2026-02-10',
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      status: 200,
      data: { engine, dataLastUpdate: '2026-02-10' },
    });
  });
});

describe('the error envelope', () => {
  let empty: EmptyApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    empty = await startEmptyApp('duckdb');
    app = empty.app;
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/test/echo',
      {
        schema: {
          querystring: z.object({
            year: z.coerce.number().int().min(2000),
            month: z.coerce.number().int().min(1).max(12),
          }),
        },
      },
      async (request) => ({ status: 200, data: request.query }),
    );
    typed.post(
      '/test/body',
      { schema: { body: z.object({ name: z.string().min(1) }) } },
      async () => ({ status: 200, data: null }),
    );
    app.get('/test/fault', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/repository.ts:42');
    });
  });
  afterAll(async () => empty.dispose());

  it('names each invalid field in a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/echo?year=abc&month=13' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(400);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'month',
      'year',
    ]);
    expect(body.message).toMatch(/^Invalid request: .*year/);
  });

  it('answers valid input with the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/echo?year=2026&month=2' });
    expect(response.json()).toEqual({ status: 200, data: { year: 2026, month: 2 } });
  });

  it('answers a malformed JSON body with a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/body',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(400);
  });

  it('hides internals of a server fault', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/fault' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      message: INTERNAL_ERROR_MESSAGE,
      reference: expect.any(String),
    });
    expect(response.body).not.toMatch(/secret_table|repository\.ts/);
  });

  it('refuses to start with an /api route that does not say who may call it', async () => {
    const other = await buildApp({
      config: testAppConfig(),
      database: empty.database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
    });
    expect(() => other.get('/api/unlisted', async () => ({ status: 200, data: null }))).toThrow(
      'GET /api/unlisted says nobody who may call it',
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      message: 'Not found: GET /api/no/such/thing',
      reference: expect.any(String),
    });
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // No page may frame ours, in the policy and in the older header alike.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('clipboard-write=(self)');
    // The configured photo host may serve images, the configured report host may be framed.
    expect(response.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://files.test",
    );
    expect(response.headers['content-security-policy']).toContain('frame-src https://reports.test');
  });

  it('tells browsers to keep to HTTPS only when the portal is reached over HTTPS', async () => {
    // The test configuration's public address is https.
    const secure = await app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');

    const plain = await buildApp({
      config: testAppConfig({ publicBaseUrl: 'http://pulse.test', cookieSecure: false }),
      database: empty.database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
    });
    const response = await plain.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('DENY');

    const secureCookies = await buildApp({
      config: testAppConfig({ publicBaseUrl: undefined, cookieSecure: true }),
      database: empty.database,
      authSecret: TEST_AUTH_SECRET,
      secondFactorClock: secondFactorClock.now,
    });
    const behindProxy = await secureCookies.inject({ method: 'GET', url: '/api/health' });
    expect(behindProxy.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('publishes the OpenAPI document with the health route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    // Every route of the authorization matrix is documented, the calls of issue 6 and 8 too.
    for (const key of app.authorizationMatrix.keys()) {
      const route = key.split(' ')[1] as string;
      expect(paths, route).toContain(route.replace(/:(\w+)/g, '{$1}'));
    }
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });
});

describe('serving the web app', () => {
  const app = useAppServingWebBuild((distDir) =>
    writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Outlet Pulse</title>'),
  );

  it('answers any page address with the single-page app', async () => {
    for (const url of ['/', '/portal/sales/sales-summary', '/sign-in?returnUrl=%2Fdashboard']) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Outlet Pulse</title>');
    }
  });

  it('still answers unknown API paths and non-GET requests with a JSON 404', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/unknown' })).json().status).toBe(404);
    const post = await app().inject({ method: 'POST', url: '/some/page' });
    expect(post.statusCode).toBe(404);
    expect(post.json().status).toBe(404);
  });
});
