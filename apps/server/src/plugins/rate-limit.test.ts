import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DemoApp, startDemoApp } from '../../test/demo-app';
import { describeEachEngine } from '../../test/engines';
import { type SignedIn, signIn } from '../../test/sign-in';

const PER_MINUTE = 6;

describeEachEngine('the general API rate limit', (engine) => {
  let demo: DemoApp;
  let staff: SignedIn;
  let manager: SignedIn;

  beforeAll(async () => {
    demo = await startDemoApp(engine, { config: { rateLimitPerMinute: PER_MINUTE } });
    // Each from an address of its own: a sign-in is counted by address.
    staff = await signIn(demo.app, 'staff', undefined, '10.1.0.1');
    manager = await signIn(demo.app, 'manager', undefined, '10.1.0.2');
  });
  afterAll(async () => demo?.dispose());

  const menu = (who: SignedIn, remoteAddress: string) =>
    demo.app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: who.headers,
      payload: {},
      remoteAddress,
    });

  it('counts a signed-in user’s requests wherever they come from, and refuses past the limit with 429', async () => {
    const statuses: number[] = [];
    // From changing addresses: the count is the user's.
    for (let index = 0; index < PER_MINUTE; index++) {
      statuses.push((await menu(staff, `10.2.0.${index}`)).statusCode);
    }
    expect(statuses).toEqual(Array(PER_MINUTE).fill(200));
    const refused = await menu(staff, '10.2.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 429,
      message: expect.stringMatching(/^Too many requests: at most 6 a minute\. Try again in/),
      reference: expect.any(String),
    });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user is counted apart, from the same address.
    expect((await menu(manager, '10.2.1.1')).statusCode).toBe(200);
  });

  it('counts requests before sign-in by the client’s address', async () => {
    const config = (remoteAddress: string) =>
      demo.app.inject({ method: 'GET', url: '/api/portal_config', remoteAddress });
    for (let index = 0; index < PER_MINUTE; index++) {
      expect((await config('10.3.0.1')).statusCode).toBe(200);
    }
    expect((await config('10.3.0.1')).statusCode).toBe(429);
    expect((await config('10.3.0.2')).statusCode).toBe(200);
  });

  it('leaves the web app’s own files alone', async () => {
    for (let index = 0; index <= PER_MINUTE; index++) {
      const page = await demo.app.inject({
        method: 'GET',
        url: '/sign-in',
        remoteAddress: '10.4.0.1',
      });
      expect(page.statusCode).not.toBe(429);
    }
  });
});
