/** Debian's Chromium, headless, driven by playwright-core (no browser download). */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** One browser per test file; playwright gives it a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: run "apt-get install chromium".`,
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
    ],
  });
}

/** A page in a fresh context: no cookies, storage or session from any other test. */
export async function freshPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  return context.newPage();
}

/** Toasts last at most 1.5 s and transitions 350 ms; a screenshot waits for both to settle. */
const SETTLE_MS = 1800;

/**
 * Saves a screenshot under e2e/screenshots. Pages with a sticky top bar are taken at the size of
 * the window (a full-page capture would paint the bar in the middle of the page).
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.waitForTimeout(SETTLE_MS);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Whether the page scrolls sideways (it must not, at any width). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}
