/**
 * Bytes on the wire, measured in headless Chromium against a server in its own process on a
 * DuckDB demo data set (scale S): every file the sign-in page loads on a cold visit, and the
 * sales summary's API answers on a first view and on a repeat view (a reload, where answers
 * the browser already holds may come back as 304). Each figure is the median of --runs runs,
 * each run in a fresh browser context (empty cache). The web app must be built first
 * (BENCH_WEB_DIST names another build than apps/web/dist).
 *
 *   npm run build -w @outlet-pulse/web && npm run bench:transfer [-- --runs 5]
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { signInAsManager, startBrowserBench } from './browser-bench';
import { machineFacts, writeResults } from './results-file';
import { SCALES } from './scales';

const SUMMARY_URL = '/portal/sales/sales-summary?company=KCG01';
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 5;

interface Transfer {
  files: number;
  /** Response bodies as sent (after any content encoding). */
  bodyBytes: number;
  /** Bodies once decoded, what an uncompressed server would have sent. */
  decodedBytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** Records every response matching `keep` until `action` settles and the network is idle. */
async function recordTransfer(
  page: Page,
  keep: (response: Response) => boolean,
  action: () => Promise<void>,
): Promise<Transfer> {
  const pending: Promise<{ body: number; decoded: number }>[] = [];
  const listener = (response: Response) => {
    if (!keep(response)) return;
    pending.push(
      (async () => {
        await response.finished();
        const sizes = await response.request().sizes();
        // A revalidated answer reaches the page as a 200 from the browser's cache, with no
        // body bytes sent: that is how a 304 shows here.
        return { body: sizes.responseBodySize, decoded: (await response.body()).length };
      })(),
    );
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const rows = await Promise.all(pending);
  return {
    files: rows.length,
    bodyBytes: rows.reduce((sum, row) => sum + row.body, 0),
    decodedBytes: rows.reduce((sum, row) => sum + row.decoded, 0),
  };
}

const isSalesAnswer = (response: Response) =>
  new URL(response.url()).pathname.startsWith('/api/portal/salessummary/');

async function oneRun(context: BrowserContext, base: string) {
  const page = await context.newPage();
  const signInPage = await recordTransfer(
    page,
    (response) => new URL(response.url()).origin === base,
    async () => {
      await page.goto(`${base}/sign-in`);
      await page.getByRole('button', { name: 'Log In' }).waitFor();
    },
  );
  await signInAsManager(page);
  await page.waitForLoadState('networkidle');
  const firstView = await recordTransfer(page, isSalesAnswer, async () => {
    await page.goto(`${base}${SUMMARY_URL}`);
  });
  const repeatView = await recordTransfer(page, isSalesAnswer, async () => {
    await page.reload();
  });
  await page.close();
  return { signInPage, firstView, repeatView };
}

const { server, browser, close } = await startBrowserBench(
  'transfer',
  SCALES.S.outlets,
  SCALES.S.years,
);
try {
  const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    runs.push(await oneRun(context, server.base));
    await context.close();
    console.log(`  run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
  }
  const medianOf = (pick: (run: (typeof runs)[number]) => Transfer) => ({
    files: median(runs.map((run) => pick(run).files)),
    bodyBytes: median(runs.map((run) => pick(run).bodyBytes)),
    decodedBytes: median(runs.map((run) => pick(run).decodedBytes)),
  });
  const figures = {
    machine: machineFacts(),
    scale: 'S',
    runs: RUNS,
    signInPage: medianOf((run) => run.signInPage),
    salesFirstView: medianOf((run) => run.firstView),
    salesRepeatView: medianOf((run) => run.repeatView),
  };
  // The figures measured before compression and caching, kept to compare with.
  const beforeFile = path.join(import.meta.dirname, 'results/transfer-before.json');
  const before = existsSync(beforeFile)
    ? (JSON.parse(await readFile(beforeFile, 'utf8')) as typeof figures)
    : undefined;
  const kB = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
  const row = (name: string, pick: (of: typeof figures) => Transfer) =>
    `| ${name} | ${pick(figures).files} | ${kB(before && pick(before).bodyBytes)} | ${kB(pick(figures).bodyBytes)} | ${kB(pick(figures).decodedBytes)} |`;
  const markdown = [
    `# Bytes transferred (scale S, DuckDB, median of ${RUNS} runs, fresh browser context each)`,
    '',
    `Measured ${figures.machine.measuredAt} on ${figures.machine.cpus} × ${figures.machine.cpuModel}.`,
    'Body bytes as sent, headers not counted; "before" is transfer-before.json, measured',
    'without compression and ETags. A repeat view is a reload: a revalidated answer (304)',
    'sends no body.',
    '',
    '| view | responses | sent before (kB) | sent (kB) | decoded (kB) |',
    '|---|---|---|---|---|',
    row('sign-in page, cold', (of) => of.signInPage),
    row('sales summary answers, first view', (of) => of.salesFirstView),
    row('sales summary answers, repeat view (reload)', (of) => of.salesRepeatView),
  ].join('\n');
  console.log(markdown);
  await writeResults(process.env.BENCH_TRANSFER_NAME ?? 'transfer', figures, markdown);
} finally {
  await close();
}
