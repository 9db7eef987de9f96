/**
 * Debian's Chromium headless shell (package chromium-headless-shell), driven by playwright-core
 * (no browser download): the same Blink and V8 as the browser, without the browser's own
 * layers, as Playwright runs headless tests by default. It took 38 instead of 62 s of CPU for
 * the same two files (bench/results/test-time.md); the benchmarks keep the whole browser.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');
/**
 * Screenshot mode (`npm run screenshots`): the tests also save pictures of the screens. The test
 * command leaves it off, so that no test waits for a page to stand still only to take a picture.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** A named viewport, or a size of its own. */
export type Viewport = ViewportName | { width: number; height: number };

/** One browser per test worker (suite.ts); playwright gives it a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium's headless shell is not installed at ${CHROMIUM_PATH}: run "apt-get install chromium-headless-shell".`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // No optimising compilers (TurboFan, Maglev): a test's page lives seconds, too short for
      // their compile work to pay back. The pages behave the same, and Chromium takes about a
      // fifth less CPU on the chart-heavy files (bench/results/test-time.md).
      '--js-flags=--no-opt --no-maglev',
    ],
  });
}

/**
 * Moves to `address` inside the app, as one of its links would: React Router hears the
 * popstate, so the page keeps its code and session instead of loading again.
 */
export async function navigateInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: 'test', idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, address);
}

export const viewportSize = (viewport: Viewport) =>
  typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;

/** Frames in a row the page must stay still: a modal that starts to close shows within them. */
const STILL_FRAMES = 5;

/**
 * Waits until the page stands still for a few frames in a row: no transition or finite
 * animation runs (an opening or closing modal, a fading toast), no toast shows, and no chart in
 * view is still drawing (data-chart-state). Endless animations, such as a loader's, do not count.
 */
export async function waitUntilStill(page: Page, timeout = 15_000): Promise<void> {
  await page.evaluate(
    ({ frames, timeout }) =>
      new Promise<void>((resolve, reject) => {
        const deadline = performance.now() + timeout;
        const busy = () => {
          const moving = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
            );
          // Mantine's notifications, by the class its styles API names.
          const toast = document.querySelector('.mantine-Notifications-notification') !== null;
          const drawing = [...document.querySelectorAll('[data-chart-state="drawing"]')].some(
            (chart) => {
              const box = chart.getBoundingClientRect();
              return box.width > 0 && box.height > 0;
            },
          );
          return moving ? 'an animation' : toast ? 'a toast' : drawing ? 'a chart' : null;
        };
        let still = 0;
        const tick = () => {
          const reason = busy();
          still = reason ? 0 : still + 1;
          if (still >= frames) resolve();
          else if (reason && performance.now() > deadline) {
            reject(new Error(`The page kept ${reason} going.`));
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames: STILL_FRAMES, timeout },
  );
}

/**
 * In screenshot mode, saves a screenshot under e2e/screenshots once the page stands still; else
 * does nothing. Pages with a sticky top bar are taken at the size of the window (a full-page
 * capture would paint the bar in the middle of the page).
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await waitUntilStill(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Whether the page scrolls sideways (it must not, at any width). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/**
 * Checks that the page does not scroll sideways, then takes its screenshot as it is (in
 * screenshot mode). Polled: right after a resize the page may not have laid itself out again yet.
 */
export async function expectFitsAndShoot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await expect.poll(() => hasHorizontalScroll(page), { timeout: 5000 }).toBe(false);
  await screenshot(page, name, options);
}
