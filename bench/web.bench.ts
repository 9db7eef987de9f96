/**
 * The sales summary screen in headless Chromium at a named scale on DuckDB: the JavaScript
 * loaded before the sign-in page shows (gzip), the time from navigation to every widget of the
 * SALES SUMMARY tab drawn (warm server), and the time from a click on a month to a filled
 * detail modal. The server runs in its own process; the web app must be built first.
 *
 *   npm run build -w @outlet-pulse/web && npm run bench:web -- --scale M [--runs 7]
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { StorageConfig } from '@outlet-pulse/server/src/config';
import { openDatabase } from '@outlet-pulse/server/src/db/open-database';
import { DEMO_PASSWORD, seedDemoUsers } from '@outlet-pulse/server/src/modules/access/demo-users';
import { loadDemoData } from '@outlet-pulse/server/src/modules/demo-data/generate-demo';
import { chromium, type Page } from 'playwright-core';
import { machineFacts, writeResults } from './results-file';
import { parseScale, SCALES } from './scales';
import { startBenchServer } from './start-bench-server';

const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAST_SALES_DATE = '2026-11-21';
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 7;
const SUMMARY_URL = '/portal/sales/sales-summary?company=KCG01';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** Every widget slot holds a settled widget card with its chart drawn (or its empty state). */
async function waitForWidgetsDrawn(page: Page): Promise<number> {
  await page.waitForFunction(
    () => {
      const slots = [...document.querySelectorAll('[data-widget-slot]')];
      return (
        slots.length > 0 &&
        slots.every((slot) => {
          const cards = [...slot.querySelectorAll('[data-widget]')];
          return (
            cards.length > 0 &&
            cards.every(
              (card) =>
                card.getAttribute('aria-busy') === 'false' &&
                (card.querySelector('canvas, svg[data-zr-dom-id], svg') !== null ||
                  card.textContent?.includes('No sales for this selection')),
            )
          );
        })
      );
    },
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  return page.evaluate(() => performance.now());
}

async function scriptBytesBeforeSignIn(page: Page, base: string) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), body.length);
  });
  await page.goto(`${base}/sign-in`);
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  await page.waitForLoadState('networkidle');
  const distAssets = path.join(WEB_DIST, 'assets');
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const url of scripts.keys()) {
    const file = path.join(distAssets, path.basename(new URL(url).pathname));
    const content = await readFile(file);
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files: scripts.size, rawBytes, gzipBytes };
}

async function bundleSizes() {
  const assets = path.join(WEB_DIST, 'assets');
  const rows: { file: string; rawBytes: number; gzipBytes: number }[] = [];
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    const content = await readFile(path.join(assets, file));
    rows.push({
      file,
      rawBytes: (await stat(path.join(assets, file))).size,
      gzipBytes: gzipSync(content, { level: 9 }).length,
    });
  }
  return rows.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  throw new Error('Build the web app first: npm run build -w @outlet-pulse/web');
}
const scaleName = parseScale(process.argv.slice(2));
const scale = SCALES[scaleName];
const folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-web-bench-'));
const storage: StorageConfig = { engine: 'duckdb', file: path.join(folder, 'bench.duckdb') };
const database = await openDatabase(storage);
console.log(`loading ${scale.outlets} outlets…`);
await loadDemoData(database, { ...scale, seed: 20261122, lastSalesDate: LAST_SALES_DATE });
await seedDemoUsers(database);
await database.close();

const server = await startBenchServer(storage, { webDist: WEB_DIST });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const beforeSignIn = await scriptBytesBeforeSignIn(page, server.base);
  console.log(
    `  before sign-in: ${beforeSignIn.files} scripts, ${(beforeSignIn.gzipBytes / 1024).toFixed(1)} kB gzip`,
  );
  await page.getByLabel('Username').fill('manager');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');

  // The first visit warms the server and the browser's cache of the lazy chunks.
  await page.goto(`${server.base}${SUMMARY_URL}`);
  await waitForWidgetsDrawn(page);

  const drawn: number[] = [];
  const modal: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${server.base}${SUMMARY_URL}`);
    drawn.push(await waitForWidgetsDrawn(page));
    const month = page
      .locator('[data-widget=SalesSummaryWidget]')
      .getByRole('button', { name: /^Open .*detail/i })
      .first();
    await month.scrollIntoViewIfNeeded();
    // Clicked and timed inside the page, so the driver's own checks and queries stay out of
    // the figure: from the click to the modal's TOTAL row in the document.
    await month.evaluate((element) => {
      (window as unknown as { clickedAt: number }).clickedAt = performance.now();
      (element as HTMLElement).click();
    });
    const filled = await page.waitForFunction(
      () => {
        const row = document.querySelector('[role=dialog] tbody tr');
        return row?.textContent?.includes('TOTAL')
          ? performance.now() - (window as unknown as { clickedAt: number }).clickedAt
          : null;
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    modal.push(Number(await filled.jsonValue()));
    await page.keyboard.press('Escape');
    console.log(
      `  run ${run + 1}: widgets drawn ${drawn.at(-1)?.toFixed(0)} ms, modal ${modal.at(-1)?.toFixed(0)} ms`,
    );
  }
  const bundles = await bundleSizes();
  const machine = machineFacts();
  await writeResults(
    `web-${scaleName}`,
    {
      scale: scaleName,
      ...scale,
      machine,
      runs: RUNS,
      beforeSignIn,
      drawnMs: drawn,
      modalMs: modal,
      bundles,
    },
    `# Sales summary screen in headless Chromium, scale ${scaleName} (DuckDB)

${RUNS} navigations to \`${SUMMARY_URL}\` after one warm-up, each followed by a click on a month of
the sales summary table and the wait for the detail modal's TOTAL row. Measured ${machine.measuredAt} on
${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; server in its own process.

| measure | median | all runs |
|---|---|---|
| navigation → every SALES SUMMARY widget drawn | ${median(drawn).toFixed(0)} ms | ${drawn.map((value) => value.toFixed(0)).join(', ')} |
| click on a month → detail modal filled | ${median(modal).toFixed(0)} ms | ${modal.map((value) => value.toFixed(0)).join(', ')} |

JavaScript loaded before the sign-in page shows: ${beforeSignIn.files} files, ${(beforeSignIn.rawBytes / 1024).toFixed(1)} kB, **${(beforeSignIn.gzipBytes / 1024).toFixed(1)} kB gzip**.

Largest chunks (gzip level 9):

| chunk | kB | kB gzip |
|---|---|---|
${bundles
  .slice(0, 12)
  .map(
    (row) =>
      `| ${row.file} | ${(row.rawBytes / 1024).toFixed(1)} | ${(row.gzipBytes / 1024).toFixed(1)} |`,
  )
  .join('\n')}
`,
  );
} finally {
  await browser.close();
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
