import { LOGIN_MESSAGES } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { type DemoApp, startDemoApp, startReplica } from '../../../test/demo-app';
import { describePostgres } from '../../../test/engines';
import { cookieValue } from '../../../test/sign-in';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { THROTTLE_LIMITS } from './login-throttle';
import { verifyPassword } from './passwords';

// The real check, counted across the three servers (they run in this one process).
vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const LIMIT = THROTTLE_LIMITS.guardFailures;

describePostgres('sign-in throttling on three servers sharing one database', () => {
  let demo: DemoApp;
  let servers: FastifyInstance[];

  beforeAll(async () => {
    demo = await startDemoApp('postgres');
    servers = [demo.app, ...(await Promise.all([startReplica(demo), startReplica(demo)]))];
  });
  afterAll(async () => {
    await Promise.all(servers?.slice(1).map((server) => server.close()) ?? []);
    await demo?.dispose();
  });
  beforeEach(async () => {
    await demo.database.kysely.deleteFrom('login_failures').execute();
    vi.mocked(verifyPassword).mockClear();
  });

  const serverFor = (index: number) => servers[index % servers.length] as FastifyInstance;
  const attempt = (
    server: FastifyInstance,
    username: string,
    password: string,
    remoteAddress: string,
    knownDevice?: string,
  ) =>
    server.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username, password },
      remoteAddress,
      headers: knownDevice ? { cookie: `${KNOWN_DEVICE_COOKIE}=${knownDevice}` } : {},
    });

  it('checks five wrong passwords to an account in all, wherever they land, then refuses it on every server', async () => {
    const laptop = cookieValue(
      await attempt(serverFor(2), 'manager', DEMO_PASSWORD, '10.0.0.1'),
      KNOWN_DEVICE_COOKIE,
    );
    vi.mocked(verifyPassword).mockClear();

    const guesses: number[] = [];
    for (let guess = 0; guess < 3 * LIMIT; guess++) {
      const response = await attempt(serverFor(guess), 'manager', `guess-${guess}`, '198.51.100.7');
      guesses.push(response.statusCode);
    }
    expect(guesses).toEqual([
      ...Array<number>(LIMIT).fill(401),
      ...Array<number>(2 * LIMIT).fill(429),
    ]);
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(LIMIT);

    for (const server of servers) {
      // From a device that never signed in, even the right password waits out the window.
      const refused = await attempt(server, 'manager', DEMO_PASSWORD, '10.0.0.2');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(LOGIN_MESSAGES.throttled);
      // The person's own device signs in, whichever server it reaches.
      expect((await attempt(server, 'manager', DEMO_PASSWORD, '10.0.0.1', laptop)).statusCode).toBe(
        200,
      );
    }
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(LIMIT + servers.length);
  });

  it('runs at most five checks for thirty concurrent wrong passwords spread over the three servers', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, guess) =>
        attempt(serverFor(guess), 'staff', `burst-${guess}`, `198.51.100.${guess}`),
      ),
    );
    // Each reservation is counted with those committed before it, on whichever server: when
    // all land together none may be checked at all (the throttle fails closed).
    const checks = vi.mocked(verifyPassword).mock.calls.length;
    expect(checks).toBeLessThanOrEqual(LIMIT);
    expect(burst.map((response) => response.statusCode).sort()).toEqual([
      ...Array<number>(checks).fill(401),
      ...Array<number>(30 - checks).fill(429),
    ]);
    for (const server of servers) {
      expect((await attempt(server, 'staff', DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(429);
    }
  });
});
