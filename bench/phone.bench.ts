/**
 * The first view, as a phone over 4G and a desktop meet it, in headless Chromium against a
 * server in its own process on a DuckDB demo data set: the sign-in page on a phone (first
 * paint, the form ready for input, bytes transferred), and the sales summary signed in on a
 * phone and on a desktop (the KPI strip, the first widget and every widget of the SALES SUMMARY
 * tab drawn). The phone is Chromium's DevTools throttling: 1.6 Mbps down, 750 kbps up, 150 ms
 * round trip, CPU 4× slower, at 390 × 844. Every run starts with an empty browser cache (a fresh
 * context); the server is warm (one view of the sales summary before the runs). Each figure is
 * the median of --runs runs. The request timeline of each sales summary view says when the
 * screen's chunk, the chart library and the first sales call started and finished, which shows
 * whether they load one after another or together.
 *
 * Runs against any build: BENCH_WEB_DIST names the web build to serve (apps/web/dist when
 * unset), BENCH_PHONE_NAME the results' name (phone when unset). Figures already written under
 * phone-before.json are shown beside the new ones.
 *
 *   npm run build -w @outlet-pulse/web && npm run --workspace bench phone -- [--scale M] [--runs 5]
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PASSWORD } from '@outlet-pulse/server/testing';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startBrowserBench, WEB_DIST } from './browser-bench';
import { machineFacts, writeResults } from './results-file';
import { parseScale, SCALES } from './scales';

const RESULTS_NAME = process.env.BENCH_PHONE_NAME ?? 'phone';
const SUMMARY_URL = '/portal/sales/sales-summary?company=KCG01';
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 5;

/** 4G as the issue names it, in the units of Network.emulateNetworkConditions (bytes/s, ms). */
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const PHONE_CPU_SLOWDOWN = 4;
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** One request of a view, its times in ms from the document's request. */
interface Fetched {
  url: string;
  startMs: number;
  endMs: number;
  /** Bytes on the wire, headers included (CDP's encodedDataLength). */
  bytes: number;
}

/**
 * Opens `url` in a fresh context (empty cache) with the phone's or the desktop's conditions,
 * waits for `ready` (which returns the page's own figures) and the network to settle, and
 * returns those figures with every request the view made.
 */
async function view<Figures>(
  browser: Browser,
  options: {
    device: 'phone' | 'desktop';
    base: string;
    path: string;
    signedIn: boolean;
  },
  ready: (page: Page) => Promise<Figures>,
): Promise<{ figures: Figures; requests: Fetched[] }> {
  const context = await browser.newContext(options.device === 'phone' ? PHONE : DESKTOP);
  try {
    // A session of its own for every view: a refresh token used by two would end both.
    if (options.signedIn) await signInByApi(context, options.base);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (options.device === 'phone') {
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    }
    const started = new Map<string, { url: string; at: number }>();
    const finished: { id: string; at: number; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!started.has(event.requestId))
        started.set(event.requestId, { url: event.request.url, at: event.timestamp });
    });
    cdp.on('Network.loadingFinished', (event) => {
      finished.push({ id: event.requestId, at: event.timestamp, bytes: event.encodedDataLength });
    });
    await page.goto(`${options.base}${options.path}`, { waitUntil: 'commit' });
    const figures = await ready(page);
    await page.waitForLoadState('networkidle');
    const origin = Math.min(...[...started.values()].map((request) => request.at));
    const requests = finished.flatMap(({ id, at, bytes }) => {
      const request = started.get(id);
      return request
        ? [
            {
              url: request.url,
              startMs: (request.at - origin) * 1000,
              endMs: (at - origin) * 1000,
              bytes,
            },
          ]
        : [];
    });
    return { figures, requests: requests.sort((a, b) => a.startMs - b.startMs) };
  } finally {
    await context.close();
  }
}

type Moment = 'sign-in ready' | 'kpi drawn' | 'first widget drawn' | 'every widget drawn';

/**
 * The time since navigation when `moment` has come, else null; run inside the page, as one
 * function (the page's Content-Security-Policy forbids building one from text). The sign-in
 * form is ready for input once React drew its Log In button (disabled until the form is
 * filled in; the fields' handlers come in the same commit); a widget card is drawn once
 * settled with its chart (or its empty state).
 */
function sinceCome(moment: Moment): number | null {
  // No named helpers in here: tsx would wrap them in a __name() the page does not have.
  if (moment === 'sign-in ready') {
    const ready = [...document.querySelectorAll('button')].some(
      (button) => button.textContent?.trim() === 'Log In',
    );
    return ready ? performance.now() : null;
  }
  if (moment === 'kpi drawn') {
    const drawn = document.querySelector(
      '[data-kpi-strip][aria-busy=false] [data-kpi][data-value]',
    );
    return drawn ? performance.now() : null;
  }
  const slots = [...document.querySelectorAll('[data-widget-slot]')].map((slot) =>
    [...slot.querySelectorAll('[data-widget]')].map(
      (card) =>
        card.getAttribute('aria-busy') === 'false' &&
        (card.querySelector('canvas, svg') !== null ||
          (card.textContent ?? '').includes('No sales for this selection')),
    ),
  );
  const come =
    moment === 'first widget drawn'
      ? slots.some((cards) => cards.some(Boolean))
      : slots.length > 0 && slots.every((cards) => cards.length > 0 && cards.every(Boolean));
  return come ? performance.now() : null;
}

/** Milliseconds since navigation at which `moment` first holds in an animation frame. */
async function timeOf(page: Page, moment: Moment): Promise<number> {
  const handle = await page.waitForFunction(sinceCome, moment, { timeout: 60_000, polling: 'raf' });
  return Number(await handle.jsonValue());
}

async function signInPage(page: Page) {
  const readyMs = await timeOf(page, 'sign-in ready');
  const firstPaintMs = await page.evaluate(
    () =>
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      performance.getEntriesByName('first-paint')[0]?.startTime ??
      Number.NaN,
  );
  return { firstPaintMs, readyMs };
}

async function salesSummary(page: Page) {
  const kpiMs = await timeOf(page, 'kpi drawn');
  const firstWidgetMs = await timeOf(page, 'first widget drawn');
  const everyWidgetMs = await timeOf(page, 'every widget drawn');
  return { kpiMs, firstWidgetMs, everyWidgetMs };
}

/** When the screen's chunk, the chart library and the first sales call started and ended. */
function timeline(requests: Fetched[]) {
  const find = (pattern: RegExp) => requests.find((request) => pattern.test(request.url));
  const pick = (request: Fetched | undefined) =>
    request ? { startMs: request.startMs, endMs: request.endMs } : null;
  return {
    screenChunk: pick(find(/\/assets\/sales-summary-screen-[^/]*\.js$/)),
    chartChunk: pick(find(/\/assets\/echart[^/]*\.js$/)),
    firstSalesCall: pick(find(/\/api\/portal\/salessummary\//)),
  };
}

/** Signs the context in as the sales manager without a page, so no file reaches its cache. */
async function signInByApi(context: BrowserContext, base: string) {
  const response = await context.request.post(`${base}/api/auth`, {
    // A session cookie: the bench server's clock runs from BENCH_NOW, not the real clock.
    data: { username: 'manager', password: DEMO_PASSWORD, remember: false },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}

/** Warms the server: every answer of the sales summary is in its answer cache before the runs. */
async function warmServer(browser: Browser, base: string) {
  await view(browser, { device: 'desktop', base, path: SUMMARY_URL, signedIn: true }, (page) =>
    timeOf(page, 'every widget drawn'),
  );
}

const scaleName = parseScale(process.argv.slice(2));
const scale = SCALES[scaleName];
const { server, browser, close } = await startBrowserBench('phone', scale.outlets, scale.years);
try {
  await warmServer(browser, server.base);
  const signIn: { firstPaintMs: number; readyMs: number; files: number; kB: number }[] = [];
  const phoneSales: Awaited<ReturnType<typeof salesSummary>>[] = [];
  const desktopSales: Awaited<ReturnType<typeof salesSummary>>[] = [];
  const phoneTimelines: ReturnType<typeof timeline>[] = [];
  const desktopTimelines: ReturnType<typeof timeline>[] = [];
  let signInFiles: string[] = [];
  /** A signed-in view of the sales summary on `device`: its figures and its load timeline. */
  const salesSummaryOn = async (device: 'phone' | 'desktop') => {
    const shown = await view(
      browser,
      { device, base: server.base, path: SUMMARY_URL, signedIn: true },
      salesSummary,
    );
    return { figures: shown.figures, timeline: timeline(shown.requests) };
  };
  for (let run = 0; run < RUNS; run += 1) {
    const page = await view(
      browser,
      { device: 'phone', base: server.base, path: '/sign-in', signedIn: false },
      signInPage,
    );
    signInFiles = page.requests.map((request) => new URL(request.url).pathname);
    signIn.push({
      ...page.figures,
      files: page.requests.length,
      kB: page.requests.reduce((sum, request) => sum + request.bytes, 0) / 1024,
    });
    const phone = await salesSummaryOn('phone');
    phoneSales.push(phone.figures);
    phoneTimelines.push(phone.timeline);
    const desktop = await salesSummaryOn('desktop');
    desktopSales.push(desktop.figures);
    desktopTimelines.push(desktop.timeline);
    console.log(
      `  run ${run + 1}: sign-in ${JSON.stringify(signIn.at(-1))}\n` +
        `    phone sales ${JSON.stringify(phone.figures)} ${JSON.stringify(phoneTimelines.at(-1))}\n` +
        `    desktop sales ${JSON.stringify(desktop.figures)} ${JSON.stringify(desktopTimelines.at(-1))}`,
    );
  }

  const medians = <Row>(rows: Row[], pick: (row: Row) => number | undefined) =>
    median(rows.map(pick).filter((value): value is number => value !== undefined));
  const timelineMedians = (rows: ReturnType<typeof timeline>[]) => ({
    screenChunkEndMs: medians(rows, (row) => row.screenChunk?.endMs),
    chartChunkStartMs: medians(rows, (row) => row.chartChunk?.startMs),
    chartChunkEndMs: medians(rows, (row) => row.chartChunk?.endMs),
    firstSalesCallStartMs: medians(rows, (row) => row.firstSalesCall?.startMs),
  });
  const figures = {
    machine: machineFacts(),
    scale: scaleName,
    runs: RUNS,
    webDist: WEB_DIST,
    signIn: {
      firstPaintMs: medians(signIn, (row) => row.firstPaintMs),
      readyMs: medians(signIn, (row) => row.readyMs),
      files: medians(signIn, (row) => row.files),
      kB: medians(signIn, (row) => row.kB),
      fileList: signInFiles,
    },
    phoneSales: {
      kpiMs: medians(phoneSales, (row) => row.kpiMs),
      firstWidgetMs: medians(phoneSales, (row) => row.firstWidgetMs),
      everyWidgetMs: medians(phoneSales, (row) => row.everyWidgetMs),
      timeline: timelineMedians(phoneTimelines),
    },
    desktopSales: {
      kpiMs: medians(desktopSales, (row) => row.kpiMs),
      firstWidgetMs: medians(desktopSales, (row) => row.firstWidgetMs),
      everyWidgetMs: medians(desktopSales, (row) => row.everyWidgetMs),
      timeline: timelineMedians(desktopTimelines),
    },
    allRuns: { signIn, phoneSales, desktopSales, phoneTimelines, desktopTimelines },
  };
  const beforeFile = path.join(import.meta.dirname, 'results/phone-before.json');
  const before =
    RESULTS_NAME !== 'phone-before' && existsSync(beforeFile)
      ? (JSON.parse(await readFile(beforeFile, 'utf8')) as typeof figures)
      : undefined;
  const ms = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`;
  const row = (name: string, goal: string, pick: (of: typeof figures) => number) =>
    `| ${name} | ${before ? ms(pick(before)) : '–'} | **${ms(pick(figures))}** | ${goal} |`;
  const markdown = [
    `# First view on a phone over 4G and on a desktop (scale ${scaleName}, DuckDB, median of ${RUNS} runs)`,
    '',
    `Measured ${figures.machine.measuredAt} on ${figures.machine.cpus} × ${figures.machine.cpuModel}, ${figures.machine.memoryGiB} GiB, Node ${figures.machine.node}.`,
    `Phone: Chromium DevTools throttling, 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU ${PHONE_CPU_SLOWDOWN}× slower, 390 × 844.`,
    'Desktop: no throttling, 1366 × 900. Every run in a fresh browser context (empty cache); the',
    `server warm (the answers of \`${SUMMARY_URL}\` in its answer cache). Times from navigation;`,
    '"before" is phone-before.json when present.',
    '',
    '| figure | before | now | goal |',
    '|---|---|---|---|',
    row('sign-in (phone): first contentful paint', '≤ 1.5 s', (of) => of.signIn.firstPaintMs),
    row('sign-in (phone): form ready for input', '≤ 3 s', (of) => of.signIn.readyMs),
    `| sign-in (phone): transferred, headers included | ${before ? `${before.signIn.kB.toFixed(1)} kB in ${before.signIn.files} files` : '–'} | **${figures.signIn.kB.toFixed(1)} kB in ${figures.signIn.files} files** | ≤ 150 kB |`,
    row('sales summary (phone): KPI strip drawn', '≤ 3 s', (of) => of.phoneSales.kpiMs),
    row('sales summary (phone): first widget drawn', '', (of) => of.phoneSales.firstWidgetMs),
    row('sales summary (phone): every widget drawn', '≤ 5 s', (of) => of.phoneSales.everyWidgetMs),
    row('sales summary (desktop): KPI strip drawn', '', (of) => of.desktopSales.kpiMs),
    row(
      'sales summary (desktop): every widget drawn',
      '≤ 1.0 s',
      (of) => of.desktopSales.everyWidgetMs,
    ),
    '',
    'Request timeline of the sales summary (median ms from the document request): a waterfall',
    'shows as the chart library and the first sales call starting only after the screen chunk ended.',
    '',
    '| view | screen chunk ends | chart library starts | chart library ends | first sales call starts |',
    '|---|---|---|---|---|',
    ...(
      [
        ['phone', (of: typeof figures) => of.phoneSales.timeline],
        ['desktop', (of: typeof figures) => of.desktopSales.timeline],
      ] as const
    ).flatMap(([name, pick]) =>
      [
        ...(before ? [[`${name}, before`, pick(before)] as const] : []),
        [`${name}, now`, pick(figures)] as const,
      ].map(
        ([label, of]) =>
          `| ${label} | ${ms(of.screenChunkEndMs)} | ${ms(of.chartChunkStartMs)} | ${ms(of.chartChunkEndMs)} | ${ms(of.firstSalesCallStartMs)} |`,
      ),
    ),
    '',
    `Files of the sign-in page (last run): ${signInFiles.map((file) => `\`${file}\``).join(', ')}.`,
  ].join('\n');
  console.log(markdown);
  await writeResults(RESULTS_NAME, figures, markdown);
} finally {
  await close();
}
