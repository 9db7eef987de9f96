import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/captured-log';
import {
  type DemoApp,
  type EmptyApp,
  startDemoApp,
  startEmptyApp,
  startReplica,
} from '../../test/demo-app';
import { describePostgres } from '../../test/engines';
import {
  describeWithRedis,
  ownRedisKeyPrefix,
  TEST_REDIS_URL,
  UNREACHABLE_REDIS_URL,
} from '../../test/redis';
import { type SignedIn, signIn } from '../../test/sign-in';
import type { AppConfig } from '../app';

const PER_MINUTE = 12;

const menu = (server: FastifyInstance, who: SignedIn, remoteAddress = '10.5.0.1') =>
  server.inject({
    method: 'POST',
    url: '/api/menu',
    headers: who.headers,
    payload: {},
    remoteAddress,
  });

/** Each request to the next server, as a load balancer's round robin sends them. */
async function roundRobin(servers: FastifyInstance[], who: SignedIn, count: number) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    statuses.push((await menu(servers[index % servers.length] as FastifyInstance, who)).statusCode);
  }
  return statuses;
}

describeWithRedis('the general API rate limit on several servers', () => {
  describePostgres('three servers on one database', () => {
    const keys = ownRedisKeyPrefix();
    const sharing: Partial<AppConfig> = {
      rateLimitPerMinute: PER_MINUTE,
      redisUrl: TEST_REDIS_URL,
      rateLimitKeyPrefix: keys.prefix,
    };
    let demo: DemoApp;
    let replicas: FastifyInstance[] = [];
    let shared: FastifyInstance[];
    let alone: FastifyInstance[];
    let staff: SignedIn;
    let manager: SignedIn;
    let itSupport: SignedIn;

    beforeAll(async () => {
      demo = await startDemoApp('postgres', { config: sharing });
      // Three more servers as they were before REDIS_URL: each counts in its own memory.
      const counting = { rateLimitPerMinute: PER_MINUTE };
      replicas = await Promise.all([
        startReplica(demo, sharing),
        startReplica(demo, sharing),
        ...[1, 2, 3].map(() => startReplica(demo, counting)),
      ]);
      shared = [demo.app, ...replicas.slice(0, 2)];
      alone = replicas.slice(2);
      // Signed in on one server; the token serves on all. Each from an address of its own: a
      // sign-in is counted by address.
      staff = await signIn(demo.app, 'staff', undefined, '10.1.0.1');
      manager = await signIn(demo.app, 'manager', undefined, '10.1.0.2');
      itSupport = await signIn(demo.app, 'it', undefined, '10.1.0.3');
    });
    afterAll(async () => {
      await Promise.all(replicas.map((replica) => replica.close()));
      await demo?.dispose();
      await keys.removeKeys();
    });

    it('counts one user’s requests on every server together and refuses past the limit on each, with Retry-After', async () => {
      expect(await roundRobin(shared, staff, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200));
      for (const server of shared) {
        const refused = await menu(server, staff);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          status: 429,
          message: expect.stringMatching(/^Too many requests: at most 12 a minute\. Try again in/),
          reference: expect.any(String),
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      // Another user is counted apart.
      expect((await menu(shared[2] as FastifyInstance, manager)).statusCode).toBe(200);
    });

    it('lets exactly the limit through when a user’s requests reach all three servers at once', async () => {
      const burst = await Promise.all(
        Array.from({ length: 2 * PER_MINUTE }, (_, index) =>
          menu(shared[index % shared.length] as FastifyInstance, itSupport),
        ),
      );
      const statuses = burst.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([
        ...Array<number>(PER_MINUTE).fill(200),
        ...Array<number>(PER_MINUTE).fill(429),
      ]);
    });

    it('without REDIS_URL lets each server count alone: three times the limit gets through', async () => {
      // The manager's count on the sharing servers is of no concern to these.
      expect(await roundRobin(alone, manager, 3 * PER_MINUTE)).toEqual(
        Array(3 * PER_MINUTE).fill(200),
      );
      expect((await menu(alone[0] as FastifyInstance, manager)).statusCode).toBe(429);
    });
  });
});

describe('the general API rate limit when Redis is unreachable', () => {
  let empty: EmptyApp;
  let app: FastifyInstance;
  const { lines: logged, logger } = captureLog('warn');

  beforeAll(async () => {
    empty = await startEmptyApp(
      'duckdb',
      { rateLimitPerMinute: 3, redisUrl: UNREACHABLE_REDIS_URL },
      { logger },
    );
    app = empty.app;
    await app.ready();
  });
  afterAll(() => empty?.dispose());

  it('answers every request, uncounted, and logs one warning while it stays unreachable', async () => {
    const portalConfig = () =>
      app.inject({ method: 'GET', url: '/api/portal_config', remoteAddress: '10.6.0.1' });
    for (let index = 0; index < 10; index++) {
      expect((await portalConfig()).statusCode).toBe(200);
    }
    // Time for several tries to reconnect, each refused again.
    await sleep(400);
    expect((await portalConfig()).statusCode).toBe(200);
    expect(logged.filter((line) => 'redis' in line)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'Redis for the rate limit at 127.0.0.1:1 is unreachable: requests are not counted until it is back',
      }),
    ]);
  });
});
