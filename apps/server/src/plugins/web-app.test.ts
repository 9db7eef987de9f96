import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useAppServingWebBuild } from '../../test/web-app-dist';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../../scripts/precompress-web.mjs');
const ASSET = 'assets/index-C0ffee12.js';
/** Compressible yet not trivially so: readable text with random words in it. */
const assetText = Array.from(
  { length: 400 },
  (_, line) => `export const line${line} = '${randomBytes(6).toString('hex')}';`,
).join('\n');
const INDEX_HTML = `<!doctype html><title>Outlet Pulse</title><script type="module" src="/${ASSET}"></script>${'<!-- padding -->'.repeat(80)}`;

describe('serving the built web app', () => {
  const app = useAppServingWebBuild(async (distDir) => {
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, ASSET), assetText);
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The build's own step writes the .br and .gz siblings.
    execFileSync(process.execPath, [PRECOMPRESS, distDir]);
  });

  const get = (url: string, acceptEncoding?: string) =>
    app().inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a hashed asset as brotli, kept for a year, when the browser accepts it', async () => {
    const response = await get(`/${ASSET}`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(assetText.length / 2);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(assetText);
  });

  it('sends gzip to a browser without brotli, and the file itself to one without either', async () => {
    const gzip = await get(`/${ASSET}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(assetText);
    const plain = await get(`/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetText);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser revalidate index.html, at its own path and at any page address', async () => {
    for (const url of ['/', '/index.html', '/portal/sales/sales-summary']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('leaves a file under 1 kB as it is', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const response = await get('/assets/index-0ld0ld00.js');
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(404);
  });
});
