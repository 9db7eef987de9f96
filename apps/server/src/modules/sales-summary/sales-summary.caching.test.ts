import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';

const NOW = Date.parse('2026-11-22T03:00:00Z');
const SUMMARY =
  '/api/portal/salessummary/chartsalessummary?company=KCG01&type=STORES&group=O&year=2026&outlet=All';

describeEachEngine('sales answers on the wire', (engine) => {
  const demo = useDemoApp(engine, { demo: { outlets: 40, years: 3, seed: 9 }, clock: () => NOW });
  const get = (who: string, headers: Record<string, string> = {}, url = SUMMARY) =>
    demo.as(who).get(url, { headers });

  it('tags an answer, has the browser keep it privately and revalidate, and answers a repeat with a 304', async () => {
    const first = await get('manager');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const repeat = await get('manager', { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload.length).toBe(0);
    expect(repeat.headers.etag).toBe(etag);
    expect(repeat.headers['cache-control']).toBe('private, no-cache');

    // From the cache without the tag: the same answer, the same tag.
    const cached = await get('manager');
    expect(cached.statusCode).toBe(200);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.body).toBe(first.body);
  });

  it('answers a caller of another scope in full, under another tag', async () => {
    const manager = await get('manager');
    await get('staff');
    const staff = await get('staff', { 'if-none-match': manager.headers.etag as string });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers.etag).not.toBe(manager.headers.etag);
    expect(staff.json().status).toBe(200);
  });

  it('answers in full under a new tag once the data changed', async () => {
    const before = await get('manager');
    await demo.changeVersions.bump('sales');
    const after = await get('manager', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toBe(before.body);
    const repeat = await get('manager', { 'if-none-match': after.headers.etag as string });
    expect(repeat.statusCode).toBe(304);
  });

  it('tags no refusal, and keeps it nowhere', async () => {
    const refused = await get('staff', {}, SUMMARY.replace('KCG01', 'KCG02'));
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('compresses a large answer for a browser that accepts brotli, and a small one not', async () => {
    const plain = await get('manager');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const compressed = await get('manager', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);

    const small = await get(
      'manager',
      { 'accept-encoding': 'br' },
      '/api/portal/salessummary/optionstype',
    );
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
