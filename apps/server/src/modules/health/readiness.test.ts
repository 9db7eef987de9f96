/**
 * The load balancer's check: ready while serving; once the server drains (SIGTERM, serve.ts)
 * the check answers 503 at once while every other call is still answered, each answer ending
 * its connection so that clients move to the servers that stay.
 */
import { HEALTH_MESSAGES } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_AUTH_SECRET, testAppConfig } from '../../../test/app-config';
import { MIGRATED, useTestDatabase } from '../../../test/database-templates';
import { describeEachEngine } from '../../../test/engines';
import { buildApp } from '../../app';
import { Readiness } from './readiness';

describeEachEngine('GET /api/health/ready', (engine) => {
  const testDatabase = useTestDatabase(engine, { from: MIGRATED });
  let app: FastifyInstance;
  const readiness = new Readiness();

  beforeAll(async () => {
    app = await buildApp({
      config: testAppConfig({ rateLimitPerMinute: 1 }),
      database: testDatabase().database,
      authSecret: TEST_AUTH_SECRET,
      readiness,
    });
  });
  afterAll(async () => app?.close());

  const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers ready, past the rate limit too, and 503 from the moment the server drains', async () => {
    for (let check = 0; check < 3; check++) {
      const answer = await ready();
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 200, data: { ready: true } });
      expect(answer.headers.connection).not.toBe('close');
    }

    readiness.drain();
    const draining = await ready();
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 503, message: HEALTH_MESSAGES.draining });

    // Still answering whatever else arrives, and asking each client to reconnect elsewhere.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});
