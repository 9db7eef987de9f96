/**
 * The sales summary screen in headless Chromium at a named scale on DuckDB: the JavaScript
 * loaded before the sign-in page shows (gzip), the time from navigation to every widget of the
 * SALES SUMMARY tab drawn (warm server), the time from a click on a month to a filled detail
 * modal, and the detail worklist of every store outlet (company TOTAL, every group): the time
 * from a click on the running month to its rows drawn, and from a click on a heading to the
 * rows drawn in the new order, at the scale and on a data set whose stores are over 1,000; and
 * with every answer cached, an in-app return to the screen and a change of the filter's year,
 * each to every widget drawn. The server runs in its own process; the web app must be built
 * first (BENCH_WEB_DIST names another build than apps/web/dist).
 *
 *   npm run build -w @outlet-pulse/web && npm run bench:web -- --scale M [--runs 7]
 *
 * The same figures of an older build (the bench and the server stay this checkout's):
 *
 *   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   (cd /tmp/before/apps/web && npx vite build --outDir /tmp/web-before --emptyOutDir)
 *   BENCH_WEB_DIST=/tmp/web-before npm run bench:web -- --scale M --tag before
 *
 * --tag names the results (web-M-before.md); --skip-worklist leaves the worklist out;
 * BENCH_PROFILE_DIR=<folder> adds one profiled return and year change, saved there.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { waitForWidgets } from '../e2e/support/widgets';
import {
  LAST_SALES_DATE,
  loadDemoDuckDb,
  signInAsManager,
  startBrowserBench,
  WEB_DIST,
} from './browser-bench';
import { type ProfileLine, type ProfileSummary, profileAction } from './cpu-profile';
import { machineFacts, writeResults } from './results-file';
import { parseScale, SCALES, type ScaleName } from './scales';
import { startBenchServer } from './start-bench-server';

const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 7;
const tagIndex = process.argv.indexOf('--tag');
/** Names the results of another build (`--tag before`: web-M-before.md), and its profiles. */
const TAG = tagIndex >= 0 ? `${process.argv[tagIndex + 1]}-` : '';
/** Leaves out the worklist's figures (and its second data set), for a quicker run. */
const SKIP_WORKLIST = process.argv.includes('--skip-worklist');
const SUMMARY_URL = '/portal/sales/sales-summary?company=KCG01';
/** Every store outlet, of every company and group: the largest worklist there is. */
const WORKLIST_URL = '/portal/sales/sales-summary?company=TOTAL&type=STORES&group=TOTALKCG';
/** The running month of LAST_SALES_DATE, whose detail the worklist shows. */
const WORKLIST_MONTH = 'Open ACHIEVEMENT DETAIL for Nov 2026';
/** The heading the sort is timed on. */
const SORT_COLUMN = 'monthNett';
/**
 * Outlets of the data set the worklist is also measured on: at scale M the stores are about
 * 900 of the 1,000 outlets (the others are online, event and long-closed ones), and the goal
 * names a worklist of 1,000 rows.
 */
const WORKLIST_OUTLETS = 1120;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

const listRuns = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');

/** The profiles' top costs, as tables under the figures. */
function profileNotes(profiles: Record<string, ProfileSummary>): string {
  const cell = (line: ProfileLine | undefined) =>
    line ? `${line.name} | ${line.selfMs.toFixed(0)}` : ' | ';
  return Object.entries(profiles)
    .map(([action, summary]) => {
      const length = Math.max(
        summary.byWork.length,
        summary.byFile.length,
        summary.byFunction.length,
      );
      const lines = Array.from(
        { length },
        (_, index) =>
          `| ${cell(summary.byWork[index])} | ${cell(summary.byFile[index])} | ${cell(summary.byFunction[index])} |`,
      );
      return `

Profile of one ${action} (${TAG}${action}.trace.json and .cpuprofile): the main thread's work by
kind (timeline; script includes the style and layout it forces), and the script's time of its
own by chunk and by function (sampling profiler; "(program)" is the browser's own work):

| work | ms | chunk | ms | function | ms |
|---|---|---|---|---|---|
${lines.join('\n')}`;
    })
    .join('');
}

/**
 * Every widget slot holds a settled widget card with its chart drawn (or its empty state); the
 * page's clock then.
 */
async function waitForWidgetsDrawn(page: Page): Promise<number> {
  await waitForWidgets(page, 'drawn', { timeout: 60_000, polling: 'raf' });
  return page.evaluate(() => performance.now());
}

/**
 * Waits, inside the page, for the first frame in which every widget of the tab shows figures of
 * `year`: each of its tables with a heading that reads the year (or its empty state), each of its charts drawn
 * with its current option; returns the time of the animation frame after that one (the frame
 * that showed it has been painted). A build that says which option a chart drew
 * (data-option-revision, data-drawn-revision) is read by it; an older build draws a chart in the
 * commit that mounts or changes it, so there a canvas stands for a drawn chart. Polled in the
 * page, so the driver's round trips stay out of the figure.
 */
function waitForTabShowing(page: Page, year: number): Promise<number> {
  return page.evaluate(
    ({ year, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const chartDrawn = (chart: Element) =>
          chart.querySelector('canvas') !== null &&
          (!chart.hasAttribute('data-option-revision') ||
            chart.getAttribute('data-option-revision') ===
              chart.getAttribute('data-drawn-revision'));
        const cardShowing = (card: Element) => {
          if (card.textContent?.includes('No sales for this selection')) return true;
          const tables = [...card.querySelectorAll('table')];
          const charts = [...card.querySelectorAll('[role=img][data-chart-state]')];
          return (
            tables.length > 0 &&
            tables.every((table) =>
              [...table.querySelectorAll('thead th')].some(
                (heading) => heading.textContent?.trim() === String(year),
              ),
            ) &&
            charts.length > 0 &&
            charts.every(chartDrawn)
          );
        };
        const showing = () => {
          const slots = [...document.querySelectorAll('[data-widget-slot]')];
          return (
            slots.length > 0 &&
            slots.every((slot) => {
              const cards = [...slot.querySelectorAll('[data-widget]')];
              return cards.length > 0 && cards.every(cardShowing);
            })
          );
        };
        const frame = () => {
          if (showing()) {
            requestAnimationFrame(() => resolve(performance.now()));
          } else if (performance.now() - started > timeoutMs) {
            reject(new Error(`The widgets did not show ${year} within ${timeoutMs} ms`));
          } else {
            requestAnimationFrame(frame);
          }
        };
        frame();
      }),
    { year, timeoutMs: 30_000 },
  );
}

/**
 * An in-app return to the sales summary with every answer cached: away to the home page by its
 * breadcrumb link, then back with the browser's back (the router's navigation, no reload),
 * timed from the call to history.back() to every widget drawn.
 */
/** Runs the timed part of a measure; the profiled run wraps it in the profiler. */
type Timed = (action: () => Promise<unknown>) => Promise<unknown>;
const untimed: Timed = (action) => action();

async function measureReturn(page: Page, year: number, timed = untimed): Promise<number> {
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Home' })
    .click();
  await page.waitForFunction(() => document.querySelector('[data-widget-slot]') === null);
  await page.waitForLoadState('networkidle');
  let took = 0;
  await timed(async () => {
    const startedAt = await page.evaluate(() => {
      const now = performance.now();
      history.back();
      return now;
    });
    took = (await waitForTabShowing(page, year)) - startedAt;
  });
  return took;
}

/**
 * A change of the filter's year to an answer already cached, timed from the click on the year's
 * option (the click event's time, taken in the page) to every widget drawn with the new year.
 */
async function measureYearChange(page: Page, year: number, timed = untimed): Promise<number> {
  await page.getByRole('combobox', { name: 'Year', exact: true }).click();
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        (window as unknown as { clickedAt: number }).clickedAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  const option = page.getByRole('option', { name: String(year), exact: true });
  await option.waitFor();
  let shownAt = 0;
  await timed(async () => {
    await option.click();
    shownAt = await waitForTabShowing(page, year);
  });
  return (
    shownAt - (await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt))
  );
}

/**
 * The two rendering figures of the sales summary, answers cached: RUNS in-app returns, then
 * RUNS year changes (back and forth between this year and the last, both asked once before).
 * With BENCH_PROFILE_DIR, one more of each under Chromium's profiler, saved there.
 */
async function renderingRuns(page: Page, base: string) {
  const thisYear = new Date(`${LAST_SALES_DATE}T00:00:00Z`).getUTCFullYear();
  await page.goto(`${base}${SUMMARY_URL}&year=${thisYear - 1}`);
  await waitForTabShowing(page, thisYear - 1);
  await page.goto(`${base}${SUMMARY_URL}`);
  await waitForTabShowing(page, thisYear);
  // One untimed return: the screen's chunks are parsed and its answers in the query cache.
  await measureReturn(page, thisYear);
  const returnMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    returnMs.push(await measureReturn(page, thisYear));
    console.log(`  in-app return run ${run + 1}: ${returnMs.at(-1)?.toFixed(0)} ms`);
  }
  const yearChangeMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const year = run % 2 === 0 ? thisYear - 1 : thisYear;
    yearChangeMs.push(await measureYearChange(page, year));
    console.log(`  year change run ${run + 1} (to ${year}): ${yearChangeMs.at(-1)?.toFixed(0)} ms`);
  }
  const profiles: Record<string, ProfileSummary> = {};
  const profileDir = process.env.BENCH_PROFILE_DIR;
  if (profileDir) {
    await page.goto(`${base}${SUMMARY_URL}`);
    await waitForTabShowing(page, thisYear);
    const profiled =
      (name: string): Timed =>
      async (action) => {
        profiles[name] = await profileAction(browser, page, profileDir, `${TAG}${name}`, action);
      };
    await measureReturn(page, thisYear, profiled('return'));
    await measureYearChange(page, thisYear - 1, profiled('year-change'));
  }
  return { returnMs, yearChangeMs, profiles };
}

/**
 * Opens the running month's worklist and sorts it, timed inside the page from the click to
 * the first animation frame in which the rows are in the document (open) and in which the
 * heading says the new order (sort: the order and the rows change in the same commit).
 */
async function measureWorklist(page: Page, base: string) {
  await page.goto(`${base}${WORKLIST_URL}`);
  await waitForWidgetsDrawn(page);
  const month = page
    .locator('[data-widget=SalesSummaryWidget]')
    .getByRole('button', { name: WORKLIST_MONTH });
  await month.scrollIntoViewIfNeeded();
  await month.evaluate((element) => {
    (window as unknown as { clickedAt: number }).clickedAt = performance.now();
    (element as HTMLElement).click();
  });
  const opened = await page.waitForFunction(
    () =>
      document.querySelector('[role=dialog] tbody tr[data-row-id]:not([data-row-id="TOTAL"])')
        ? performance.now() - (window as unknown as { clickedAt: number }).clickedAt
        : null,
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
  const openMs = Number(await opened.jsonValue());
  const rows = Number(
    await page.locator('[role=dialog] [data-worklist-rows]').getAttribute('data-worklist-rows'),
  );
  const heading = page.locator(`[role=dialog] th[data-column="${SORT_COLUMN}"]`);
  await heading.locator('button').evaluate((element) => {
    (window as unknown as { clickedAt: number }).clickedAt = performance.now();
    (element as HTMLElement).click();
  });
  const sorted = await page.waitForFunction(
    (column) =>
      document
        .querySelector(`[role=dialog] th[data-column="${column}"]`)
        ?.getAttribute('aria-sort') === 'ascending'
        ? performance.now() - (window as unknown as { clickedAt: number }).clickedAt
        : null,
    SORT_COLUMN,
    { timeout: 30_000, polling: 'raf' },
  );
  const sortMs = Number(await sorted.jsonValue());
  await page.keyboard.press('Escape');
  return { openMs, sortMs, rows };
}

/** One warm-up (the server's answer, the lazy chunks), then RUNS timed openings and sorts. */
async function worklistRuns(page: Page, base: string, label: string) {
  await measureWorklist(page, base);
  const openMs: number[] = [];
  const sortMs: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    const figures = await measureWorklist(page, base);
    openMs.push(figures.openMs);
    sortMs.push(figures.sortMs);
    rows = figures.rows;
    console.log(
      `  ${label} worklist run ${run + 1}: ${rows} rows, open ${figures.openMs.toFixed(0)} ms, sort ${figures.sortMs.toFixed(0)} ms`,
    );
  }
  return { url: WORKLIST_URL, rows, openMs, sortMs };
}

/** The two lines of a worklist's figures in the results table. */
function worklistLines(
  name: string,
  figures: { rows: number; openMs: number[]; sortMs: number[] },
): string {
  return [
    `| worklist (${name}, ${figures.rows} rows): click on the running month → rows drawn | ${median(figures.openMs).toFixed(0)} ms | ${listRuns(figures.openMs)} |`,
    `| worklist (${name}, ${figures.rows} rows): click on a heading → rows drawn in the new order | ${median(figures.sortMs).toFixed(0)} ms | ${listRuns(figures.sortMs)} |`,
  ].join('\n');
}

/** What the worklist's figures are of. */
function worklistNote(scaleName: string, rows: number, largeRows: number): string {
  return `The worklist is the detail of \`${WORKLIST_URL}\` (every store outlet, of every company and
group) for the running month, opened by a click on its month after a navigation (its answer comes
from the server's warm answer cache, as it does for a second reader), then sorted by the month's
nett: from the click to the first frame with the rows drawn (in the new order). At scale ${scaleName} the
stores are ${rows} of the ${SCALES[scaleName as ScaleName].outlets} outlets, so it is measured again on a data set of
${WORKLIST_OUTLETS} outlets, whose stores make a worklist of ${largeRows} rows. Goals: open ≤ 300 ms,
sort ≤ 100 ms.
`;
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

const scaleName = parseScale(process.argv.slice(2));
const scale = SCALES[scaleName];
const { folder, server, browser, close } = await startBrowserBench(
  'web',
  scale.outlets,
  scale.years,
);
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // tsx names the functions declared inside waitForTabShowing's page function with a helper,
  // __name, that the page does not have: it gets one that does nothing.
  await page.addInitScript('globalThis.__name = (target) => target;');
  const beforeSignIn = await scriptBytesBeforeSignIn(page, server.base);
  console.log(
    `  before sign-in: ${beforeSignIn.files} scripts, ${(beforeSignIn.gzipBytes / 1024).toFixed(1)} kB gzip`,
  );
  await signInAsManager(page);

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
  const rendering = await renderingRuns(page, server.base);
  // The worklist of every store outlet at this scale, then on a data set of over 1,000 stores.
  const worklist = SKIP_WORKLIST ? null : await worklistRuns(page, server.base, scaleName);
  await context.close();
  let worklistLarge: Awaited<ReturnType<typeof worklistRuns>> | null = null;
  if (!SKIP_WORKLIST) {
    const largeStorage = await loadDemoDuckDb(
      path.join(folder, 'worklist.duckdb'),
      WORKLIST_OUTLETS,
      scale.years,
    );
    const largeServer = await startBenchServer(largeStorage, { webDist: WEB_DIST });
    try {
      const largeContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const largePage = await largeContext.newPage();
      await largePage.goto(`${largeServer.base}/sign-in`);
      await signInAsManager(largePage);
      worklistLarge = await worklistRuns(largePage, largeServer.base, `${WORKLIST_OUTLETS}-outlet`);
      await largeContext.close();
    } finally {
      await largeServer.stop();
    }
  }
  const bundles = await bundleSizes();
  const machine = machineFacts();
  await writeResults(
    `web-${scaleName}${TAG ? `-${TAG.slice(0, -1)}` : ''}`,
    {
      scale: scaleName,
      ...scale,
      machine,
      runs: RUNS,
      beforeSignIn,
      drawnMs: drawn,
      modalMs: modal,
      returnMs: rendering.returnMs,
      yearChangeMs: rendering.yearChangeMs,
      profiles: rendering.profiles,
      worklist,
      worklistLarge: worklistLarge && { outlets: WORKLIST_OUTLETS, ...worklistLarge },
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
| in-app return (Home, then back), answers cached → every widget drawn | ${median(rendering.returnMs).toFixed(0)} ms | ${listRuns(rendering.returnMs)} |
| year change, answers cached → every widget drawn with the new year | ${median(rendering.yearChangeMs).toFixed(0)} ms | ${listRuns(rendering.yearChangeMs)} |
${worklist ? worklistLines(`scale ${scaleName}`, worklist) : ''}
${worklistLarge ? worklistLines(`${WORKLIST_OUTLETS} outlets`, worklistLarge) : ''}

The in-app return leaves the screen by the breadcrumb's Home link and comes back with the
browser's back (the router's navigation, no reload); the year change picks the other year in the
filter (this year and the last, both asked once before). Each is timed in the page, from the
call to history.back() or the click on the year, to the animation frame after the first one in
which every widget of the tab shows the year in its tables and its charts are drawn with their
new option (the first frame of their 300 ms animation). Goals: return ≤ 150 ms, year change
≤ 400 ms.${profileNotes(rendering.profiles)}

${worklist && worklistLarge ? worklistNote(scaleName, worklist.rows, worklistLarge.rows) : ''}

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
  await close();
}
