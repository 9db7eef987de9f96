/**
 * Two servers behind a balancer on one PostgreSQL database: a shared link revoked through one
 * is refused by the other within the change counters' poll, though the other had it cached as
 * working. (One process owns a DuckDB file, so only PostgreSQL is shared this way.)
 */
import { SESSION_MESSAGES, SHARED_LINK_HEADER, type SharedLink } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DemoApp, startDemoApp, startReplica } from '../../../test/demo-app';
import { describePostgres } from '../../../test/engines';
import { signIn } from '../../../test/sign-in';
import { VERSION_POLL_MS } from '../../db/change-versions';

describePostgres('shared links on two servers', () => {
  let demo: DemoApp;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    demo = await startDemoApp('postgres');
    first = demo.app;
    second = await startReplica(demo);
  });
  afterAll(async () => {
    await second?.close();
    await demo?.dispose();
  });

  const chart = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/portal/salessummary/chartsalessummary?company=KCG01&type=STORES&group=O&year=2026&outlet=All',
      headers: { [SHARED_LINK_HEADER]: token },
    });

  it('refuses on one server a link revoked through the other, within the poll', async () => {
    const { headers } = await signIn(first, 'staff');
    const issued = await first.inject({
      method: 'POST',
      url: '/api/portal/links/sales-summary',
      headers,
      payload: { company: 'KCG01', year: 2026 },
    });
    const token = new URL(issued.json().data.url).pathname.split('/').pop() as string;
    expect((await chart(second, token)).statusCode).toBe(200);

    const listed = (
      await second.inject({ method: 'GET', url: '/api/portal/links', headers })
    ).json().data as SharedLink[];
    const revoked = await first.inject({
      method: 'POST',
      url: '/api/portal/links/revoke',
      headers,
      payload: { id: listed[0]?.id },
    });
    expect(revoked.statusCode).toBe(200);

    const deadline = Date.now() + VERSION_POLL_MS + 1000;
    let answer = await chart(second, token);
    while (answer.statusCode === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await chart(second, token);
    }
    expect(answer.json()).toEqual({
      status: 401,
      message: SESSION_MESSAGES.linkInvalid,
      reference: expect.any(String),
    });
  });
});
