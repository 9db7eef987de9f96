import { REQUEST_ID_HEADER } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/captured-log';
import { type EmptyApp, startEmptyApp } from '../../test/demo-app';
import { newRequestId } from './request-id';

const ID = /^[0-9a-hjkmnp-tv-z]{12}$/;
const PROXY = '10.0.0.1';

interface LogLine {
  reqId?: string;
  msg: string;
  req?: { url: string };
}

describe('request ids', () => {
  let empty: EmptyApp;
  let app: FastifyInstance;
  const { lines: logged, logger } = captureLog<LogLine>('info');

  beforeAll(async () => {
    empty = await startEmptyApp('duckdb', { trustProxy: [PROXY] }, { logger });
    app = empty.app;
    await app.ready();
  });
  afterAll(() => empty?.dispose());
  beforeEach(() => {
    logged.length = 0;
  });

  const idOf = (answer: { headers: Record<string, unknown> }) =>
    answer.headers[REQUEST_ID_HEADER] as string;

  it('are short, readable and do not repeat', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newRequestId));
    expect(ids.size).toBe(10_000);
    for (const id of [...ids].slice(0, 100)) expect(id).toMatch(ID);
  });

  it('name every answer in its header, and every log line of its request', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/health' });
    expect(first.statusCode).toBe(200);
    expect(idOf(first)).toMatch(ID);
    expect(idOf(second)).not.toBe(idOf(first));

    const lines = logged.filter((line) => line.req?.url === '/api/health' || line.reqId);
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
    expect(lines.map((line) => line.reqId)).toEqual([
      idOf(first),
      idOf(first),
      idOf(second),
      idOf(second),
    ]);
  });

  it('are the reference of every error answer', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/menu', payload: {} });
    const invalid = await app.inject({ method: 'POST', url: '/api/auth', payload: {} });
    const missing = await app.inject({ method: 'GET', url: '/api/no/such/thing' });
    for (const [answer, status] of [
      [refused, 401],
      [invalid, 400],
      [missing, 404],
    ] as const) {
      expect(answer.statusCode).toBe(status);
      expect(idOf(answer)).toMatch(ID);
      expect(answer.json()).toMatchObject({ status, reference: idOf(answer) });
      expect(logged.filter((line) => line.reqId === idOf(answer)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('keep the log’s redaction: a link secret in the address still shows as [redacted]', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/setup/a-set-up-secret-4242' });
    const lines = logged.filter((line) => line.reqId === idOf(answer));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(lines)).not.toContain('a-set-up-secret-4242');
    expect(JSON.stringify(lines)).toContain('[redacted]');
  });

  it('take a trusted proxy’s own id, and nobody else’s', async () => {
    const given = { [REQUEST_ID_HEADER]: 'nginx-0af3c9d2e4b5' };
    const viaProxy = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: given,
      remoteAddress: PROXY,
    });
    expect(idOf(viaProxy)).toBe('nginx-0af3c9d2e4b5');
    expect(logged.some((line) => line.reqId === 'nginx-0af3c9d2e4b5')).toBe(true);

    const direct = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: given,
      remoteAddress: '203.0.113.9',
    });
    expect(idOf(direct)).toMatch(ID);

    for (const malformed of ['has spaces in it', 'x'.repeat(65), 'line\\nbreak"quote']) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { [REQUEST_ID_HEADER]: malformed },
        remoteAddress: PROXY,
      });
      expect(idOf(answer)).toMatch(ID);
    }
  });
});
