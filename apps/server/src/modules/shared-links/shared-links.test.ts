/**
 * Shared links (spec 001 §2.11, DOMAIN.md's shared-link scope, issue 17): an opaque id
 * that shows one company and year as its sharer, for seven days, until revoked one by one or
 * ended with the sharer's sessions; listed and revoked by the sharer only.
 */
import { createHash } from 'node:crypto';
import { SESSION_MESSAGES, SHARED_LINK_HEADER, type SharedLink } from '@outlet-pulse/contracts';
import { beforeEach, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { buildUser, disableUser } from '../../../test/factories';
import { callerWith } from '../../../test/requests';
import { type SignedIn, signIn } from '../../../test/sign-in';
import { ROLE_CODES } from '../../seed/roles';

const MINUTE = 60_000;
/** An error answer as the API gives it: its status, its message and the request's reference. */
const refusal = (status: number, message: string) => ({
  status,
  message,
  reference: expect.any(String),
});

describeEachEngine('shared links', (engine) => {
  let now = Date.now();
  const demo = useDemoApp(engine, { clock: () => now });
  beforeEach(() => {
    now = Date.now();
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const over = (session: SignedIn) => callerWith(demo.app, session);
  const menu = (headers: Record<string, string>) =>
    demo.app.inject({ method: 'POST', url: '/api/menu', headers, payload: {} });
  const FILTER = 'company=KCG01&type=STORES&group=O&year=2026&outlet=All';
  const chart = (headers: Record<string, string>) =>
    demo.app.inject({
      method: 'GET',
      url: `/api/portal/salessummary/chartsalessummary?${FILTER}`,
      headers,
    });
  const viaLink = (token: string) => ({ [SHARED_LINK_HEADER]: token });

  async function issueLink(
    who: string | { username: string; password: string },
    payload: object = { company: 'KCG01' },
  ) {
    const user =
      typeof who === 'string'
        ? await signIn(demo.app, who)
        : await signIn(demo.app, who.username, who.password);
    const issued = await demo.app.inject({
      method: 'POST',
      url: '/api/portal/links/sales-summary',
      headers: bearer(user.token),
      payload,
    });
    expect(issued.statusCode).toBe(200);
    const url = new URL(issued.json().data.url);
    return { user, url, token: url.pathname.split('/').pop() as string };
  }
  const linkDetails = (token: string) =>
    demo.app.inject({ method: 'GET', url: '/api/portal/links/current', headers: viaLink(token) });
  const myLinks = async (user: SignedIn) =>
    (
      await demo.app.inject({
        method: 'GET',
        url: '/api/portal/links',
        headers: bearer(user.token),
      })
    ).json().data as SharedLink[];
  const revoke = (user: SignedIn, id: string) =>
    demo.app.inject({
      method: 'POST',
      url: '/api/portal/links/revoke',
      headers: bearer(user.token),
      payload: { id },
    });
  const linkInvalid = refusal(401, SESSION_MESSAGES.linkInvalid);

  it('shows the sales calls as the user who shared it, for seven days and no longer', async () => {
    const { user, url, token } = await issueLink('staff', { company: 'KCG01', year: 2026 });
    expect(url.origin).toBe('https://pulse.test');
    // An opaque id alone: no user id, employee ID, name, company or year.
    expect(url.pathname).toMatch(/^\/beta-sales-summary\/[\w-]{43}$/);
    expect(url.search).toBe('');
    const claims = JSON.stringify(await myLinks(user));
    expect(token).not.toContain(user.session.employee_info.employeeID);
    expect(claims).not.toContain(token);
    // The page learns who shared it and what it shows from the server.
    expect((await linkDetails(token)).json().data).toEqual({
      sharerName: 'Siti Rahmawati',
      company: 'KCG01',
      year: 2026,
    });

    const shared = await chart(viaLink(token));
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual((await chart(bearer(user.token))).json());
    const companies = await demo.app.inject({
      method: 'GET',
      url: '/api/portal/salessummary/optionscompany',
      headers: viaLink(token),
    });
    // The link shows KCG01 only, although its sharer sees KCG01 and KCG03.
    expect(companies.json().data.map((company: { company: string }) => company.company)).toEqual([
      'KCG01',
    ]);

    now += 7 * 24 * 60 * MINUTE - 1000;
    expect((await chart(viaLink(token))).statusCode).toBe(200);
    now += 2000;
    expect((await chart(viaLink(token))).json()).toEqual(linkInvalid);
    // The sharer's access token has long expired too: they sign in again to see the list.
    expect((await myLinks(await signIn(demo.app, 'staff')))[0]?.status).toBe('expired');
  });

  it('refuses an edited link, an access token and links on calls that do not take them', async () => {
    const { user, token } = await issueLink('staff');
    const edited = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [edited, user.token, 'not-a-token']) {
      expect((await chart(viaLink(forged))).json()).toEqual(
        refusal(401, SESSION_MESSAGES.linkInvalid),
      );
    }
    expect((await menu(viaLink(token))).json()).toEqual(
      refusal(401, SESSION_MESSAGES.signInRequired),
    );
  });

  it('stops working when its user is disabled', async () => {
    const user = await buildUser(demo, { role: ROLE_CODES.itSupport });
    const { token } = await issueLink(user, { company: 'TOTAL' });
    expect((await chart(viaLink(token))).statusCode).not.toBe(401);
    await disableUser(demo, user.id);
    expect((await chart(viaLink(token))).statusCode).toBe(401);
  });

  it('shows only the company and year it was made for; anything else is 403', async () => {
    const get = (call: string, query: string, headers: Record<string, string>) =>
      demo.app.inject({
        method: 'GET',
        url: `/api/portal/salessummary/${call}?${query}`,
        headers,
      });
    const filter = (company: string, year = 2026) =>
      `company=${company}&type=STORES&group=O&year=${year}&outlet=All`;
    const { user, token } = await issueLink('manager', { company: 'KCG01', year: 2026 });
    // The sharer's own answers are cached first: a link must not be served them.
    expect((await get('chartsalessummary', filter('KCG02'), bearer(user.token))).statusCode).toBe(
      200,
    );
    const link = viaLink(token);
    const status = async (call: string, query: string) => (await get(call, query, link)).statusCode;
    expect(await status('chartsalessummary', filter('KCG01'))).toBe(200);
    expect(await status('lflsalessummary', filter('KCG01'))).toBe(200);
    expect(await status('chartsalessummary', filter('KCG02'))).toBe(403);
    expect(await status('chartsalessummary', filter('TOTAL'))).toBe(403);
    expect(await status('chartsalessummary', filter('KCG01', 2025))).toBe(403);
    expect(await status('chartsalessummaryviewbyall', 'type=STORES&groupmain=O&year=2026')).toBe(
      403,
    );
    expect(await status('chartprofitdilutionviewbyall', filter('KCG01'))).toBe(403);
    // A detail may open any year its charts show: the link's and the two before.
    expect(await status('chartsalessummarydetail', `${filter('KCG01', 2025)}&month=3`)).toBe(200);
    expect(await status('chartsalessummarydetail', `${filter('KCG02')}&month=3`)).toBe(403);
    expect(await status('optionsoutlet', 'company=KCG01')).toBe(200);
    expect(await status('optionsoutlet', 'company=KCG02')).toBe(403);
    expect(await status('optionstype', 'company=KCG02')).toBe(403);
    const refused = await get('chartsalessummary', filter('KCG02'), link);
    expect(refused.json()).toEqual(refusal(403, SESSION_MESSAGES.linkOutOfScope));

    const total = viaLink((await issueLink('manager', { company: 'TOTAL', year: 2026 })).token);
    expect((await get('chartsalessummary', filter('TOTAL'), total)).statusCode).toBe(200);
    expect((await get('chartsalessummary', filter('KCG01'), total)).statusCode).toBe(403);

    const all = viaLink((await issueLink('manager', { company: 'All', year: 2026 })).token);
    expect(
      (await get('chartsalessummaryviewbyall', 'type=STORES&groupmain=O&year=2026', all))
        .statusCode,
    ).toBe(200);
    expect((await get('chartsalessummary', filter('TOTAL'), all)).statusCode).toBe(200);
    expect((await get('chartsalessummary', filter('KCG01'), all)).statusCode).toBe(403);
    expect(
      (await get('chartsalessummarydetail', `${filter('KCG02')}&month=3`, all)).statusCode,
    ).toBe(200);
  });

  it('is not made for a company the sharer may not see, or a year the filter does not offer', async () => {
    const issue = (payload: object) =>
      demo.as('staff').post('/api/portal/links/sales-summary', payload);
    expect((await issue({ company: 'KCG02' })).statusCode).toBe(403);
    const unknown = await issue({ company: 'KCG77' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/company/);
    const early = await issue({ company: 'KCG01', year: 2020 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/year/);
    // Without a year the link shows the current one.
    const current = await issue({ company: 'KCG03' });
    const businessYear = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Jakarta',
      year: 'numeric',
    }).format(now);
    const token = new URL(current.json().data.url).pathname.split('/').pop() as string;
    expect((await linkDetails(token)).json().data.year).toBe(Number(businessYear));
  });

  it('keeps only a hash of the link id, and audits who made the link for what', async () => {
    const { user, token } = await issueLink('staff', { company: 'KCG03', year: 2026 });
    const [listed] = await myLinks(user);
    const stored = await demo.database.kysely
      .selectFrom('share_links')
      .selectAll()
      .where('id', '=', listed?.id as string)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const audit = await demo.database.kysely
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'share_link')
      .where('entity_id', '=', listed?.id as string)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['VIEW_LINK_ISSUED']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('revokes one link of two: that one is invalid at once, the other still works', async () => {
    const sharer = await buildUser(demo, { companies: ['KCG01'] });
    const first = await issueLink(sharer, { company: 'KCG01', year: 2026 });
    const second = await issueLink(sharer, { company: 'KCG01', year: 2026 });
    const listed = await myLinks(second.user);
    expect(listed.map((link) => [link.company, link.year, link.status])).toEqual([
      ['KCG01', 2026, 'active'],
      ['KCG01', 2026, 'active'],
    ]);
    expect(listed[0]?.expiresAt).toBe(new Date(now + 7 * 24 * 60 * MINUTE).toISOString());
    // Cached as working first, so the revocation must reach the cache.
    expect((await chart(viaLink(first.token))).statusCode).toBe(200);
    const firstId = await linkIdOf(first.token);
    expect((await revoke(second.user, firstId)).statusCode).toBe(200);

    expect((await chart(viaLink(first.token))).json()).toEqual(linkInvalid);
    expect((await linkDetails(first.token)).json()).toEqual(linkInvalid);
    expect((await chart(viaLink(second.token))).statusCode).toBe(200);
    const after = await myLinks(second.user);
    expect(after.find((link) => link.id === firstId)?.status).toBe('revoked');
    expect(after.filter((link) => link.status === 'active')).toHaveLength(1);
    expect((await revoke(second.user, firstId)).statusCode).toBe(404);
    const audited = await demo.database.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('entity', '=', 'share_link')
      .where('entity_id', '=', firstId)
      .orderBy('action')
      .execute();
    expect(audited).toEqual([
      { action: 'VIEW_LINK_ISSUED', actor_user_id: sharer.id },
      { action: 'VIEW_LINK_REVOKED', actor_user_id: sharer.id },
    ]);
  });

  it('lets no other user list or revoke my links, and takes no link in place of a session', async () => {
    const { token } = await issueLink('staff');
    const id = await linkIdOf(token);
    const manager = await signIn(demo.app, 'manager');
    expect((await myLinks(manager)).map((link) => link.id)).not.toContain(id);
    const refused = await revoke(manager, id);
    expect(refused.statusCode).toBe(404);
    expect((await chart(viaLink(token))).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/portal/links'],
      ['POST', '/api/portal/links/revoke'],
    ] as const) {
      const byLink = await demo.app.inject({
        method,
        url,
        headers: viaLink(token),
        payload: { id },
      });
      expect(byLink.json()).toEqual(refusal(401, SESSION_MESSAGES.signInRequired));
    }
    expect((await chart(viaLink(token))).statusCode).toBe(200);
  });

  it('ends every link of a user whose password changes, as it ends their sessions', async () => {
    const sharer = await buildUser(demo, { companies: ['KCG01'] });
    const links = [await issueLink(sharer), await issueLink(sharer, { company: 'KCG01' })];
    for (const link of links) expect((await chart(viaLink(link.token))).statusCode).toBe(200);
    const session = await signIn(demo.app, sharer.username, sharer.password);
    const changed = await over(session).post('/api/auth/change_password', {
      employeeID: sharer.employee.employee_id,
      currentPassword: sharer.password,
      newPassword: 'another-password-1',
    });
    expect(changed.statusCode).toBe(200);
    for (const link of links)
      expect((await chart(viaLink(link.token))).json()).toEqual(linkInvalid);
    const again = await signIn(demo.app, sharer.username, 'another-password-1');
    expect((await myLinks(again)).map((link) => link.status)).toEqual(['ended', 'ended']);
  });

  it("ends a user's links when an administrator resets their password", async () => {
    const sharer = await buildUser(demo, { companies: ['KCG01'] });
    const { token } = await issueLink(sharer);
    expect((await chart(viaLink(token))).statusCode).toBe(200);
    expect((await demo.as('admin').post(`/api/user/resetpassword/${sharer.id}`)).statusCode).toBe(
      200,
    );
    expect((await chart(viaLink(token))).json()).toEqual(linkInvalid);
  });

  async function linkIdOf(token: string): Promise<string> {
    const row = await demo.database.kysely
      .selectFrom('share_links')
      .select('id')
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('names the field of a bad request', async () => {
    const response = await demo
      .as('staff')
      .post('/api/portal/links/sales-summary', { company: 'KCG01; DROP' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/company/);
  });
});
