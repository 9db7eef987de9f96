/**
 * Lighthouse's accessibility and best-practices scores (issue 25: each at least 0.95) of the
 * sign-in page and of the sales summary signed in as the sales manager, at desktop and mobile
 * settings, in Debian's headless Chromium (CHROMIUM_PATH) on a small DuckDB demo data set. The
 * server runs in its own process; the web app must be built first (BENCH_WEB_DIST names
 * another build than apps/web/dist). Lighthouse is a dev dependency of the bench only: the test
 * command does not run it (axe-core's browser test covers every route there).
 *
 *   npm run build -w @outlet-pulse/web && npm run bench:lighthouse
 *
 * Writes bench/results/lighthouse.json and .md; exits 1 when a score is under 0.95.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@outlet-pulse/server/testing';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { loadDemoDuckDb, requireWebBuild, WEB_DIST } from './browser-bench';
import { machineFacts, writeResults } from './results-file';
import { startBenchServer } from './start-bench-server';

const GOAL = 0.95;
const CATEGORIES = ['accessibility', 'best-practices'] as const;
const SALES_SUMMARY = '/portal/sales/sales-summary';

interface PageScores {
  page: string;
  formFactor: 'desktop' | 'mobile';
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** The audits of those categories that did not pass, with their score. */
  failed: { id: string; title: string; score: number }[];
}

/** Debian's Chromium with a DevTools port, its profile kept for the whole run (the session). */
async function launchWithPort(profile: string) {
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

async function audit(
  url: string,
  port: number,
  page: string,
  formFactor: 'desktop' | 'mobile',
): Promise<PageScores> {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      // The session's cookie stays: the sales summary is audited signed in.
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? 0]),
  ) as PageScores['scores'];
  const failed = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audited = lhr.audits[ref.id];
      if (!audited || audited.score === null || audited.score >= 1 || ref.weight === 0) return [];
      return [{ id: ref.id, title: audited.title, score: audited.score }];
    }),
  );
  console.log(page, formFactor, scores, failed.map((audited) => audited.id).join(', '));
  return { page, formFactor, scores, failed };
}

async function main() {
  requireWebBuild();
  const work = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-lighthouse-'));
  const storage = await loadDemoDuckDb(path.join(work, 'bench.duckdb'), 24, 1);
  const server = await startBenchServer(storage, { webDist: WEB_DIST });
  const browser = await launchWithPort(path.join(work, 'profile'));
  const results: PageScores[] = [];
  try {
    for (const formFactor of ['desktop', 'mobile'] as const) {
      results.push(await audit(`${server.base}/sign-in`, browser.port, 'sign-in', formFactor));
    }
    // Signs the manager in, in the profile Lighthouse then audits with.
    const connected = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const context = connected.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${server.base}/sign-in`);
    await page.getByLabel('Username').fill('manager');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname !== '/sign-in');
    await page.close();
    await connected.close();
    for (const formFactor of ['desktop', 'mobile'] as const) {
      results.push(
        await audit(`${server.base}${SALES_SUMMARY}`, browser.port, 'sales summary', formFactor),
      );
    }
  } finally {
    browser.stop();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }

  const under = results.flatMap((result) =>
    CATEGORIES.filter((category) => result.scores[category] < GOAL).map(
      (category) => `${result.page} (${result.formFactor}) ${category} ${result.scores[category]}`,
    ),
  );
  const markdown = [
    '# Lighthouse: accessibility and best practices',
    '',
    `Lighthouse 13.5.0 in Debian's headless Chromium; 24 demo outlets; goal ≥ ${GOAL}.`,
    `Measured ${machineFacts().measuredAt} (${machineFacts().cpus} CPUs, Node ${process.version}).`,
    '',
    '| page | settings | accessibility | best practices | audits not passed |',
    '|---|---|---|---|---|',
    ...results.map(
      (result) =>
        `| ${result.page} | ${result.formFactor} | ${result.scores.accessibility} | ${result.scores['best-practices']} | ${result.failed.map((audited) => `${audited.id} (${audited.score})`).join(', ') || '–'} |`,
    ),
    '',
    under.length === 0 ? 'Every score reaches the goal.' : `Under the goal: ${under.join('; ')}.`,
  ].join('\n');
  await writeResults('lighthouse', { machine: machineFacts(), goal: GOAL, results }, markdown);
  if (under.length > 0) process.exitCode = 1;
}

await main();
