/**
 * What the first view loads and in which order (issue 16, no waterfalls): the sign-in page loads
 * only its own stylesheets and no chart or spreadsheet code, and the sales summary's first calls
 * and the chart library are asked for by the route's loader while the screen's code is still on
 * its way (the screen would otherwise ask for them only once its code has loaded and drawn).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SALES_SUMMARY_PATH } from './support/sales';
import { openSignedIn } from './support/session';
import { DEMO_PASSWORD } from './support/sign-in';
import { useBrowserAndPortal } from './support/suite';

/** The whole Mantine sheet is about 250 kB; the sign-in page's own sheets are far below it. */
const SIGN_IN_CSS_BUDGET = 100 * 1024;

/** Start times (ms from the load) of the page's requests whose address matches `pattern`. */
function startsOf(page: Page, pattern: RegExp): Promise<number[]> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(entry.name))
        .map((entry) => entry.startTime),
    pattern.source,
  );
}

describe('the first view', () => {
  const suite = useBrowserAndPortal();

  it('loads on the sign-in page only its own stylesheets, and no chart or spreadsheet code', async () => {
    const page = await suite.page('phone');
    const styles: { url: string; bytes: Promise<number> }[] = [];
    const scripts: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'stylesheet') {
        styles.push({ url: response.url(), bytes: response.body().then((body) => body.length) });
      }
      if (type === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(`${suite.portal.baseUrl}/sign-in`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(styles.map((style) => new URL(style.url).pathname)).not.toContainEqual(
      expect.stringMatching(/app-styles/),
    );
    const cssBytes = (await Promise.all(styles.map((style) => style.bytes))).reduce(
      (sum, bytes) => sum + bytes,
      0,
    );
    expect(cssBytes).toBeGreaterThan(0);
    expect(cssBytes).toBeLessThan(SIGN_IN_CSS_BUDGET);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /echart|exceljs|widget-slot/.test(script))).toEqual([]);
    // Styled all the same: the button has Mantine's colours, not the browser's grey.
    const background = await page
      .getByRole('button', { name: 'Log In' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(background).not.toBe('rgb(239, 239, 239)');
  });

  it('asks for the sales summary calls and the chart library while the screen code still loads', async () => {
    // The dashboard, which loads no sales code (the manager's home, Today, does).
    const page = await openSignedIn(suite, 'manager', '/dashboard', 'desktop');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await startsOf(page, /sales-summary-screen/)).toEqual([]);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Portal' }).click();
    await menu.getByRole('button', { name: 'Sales' }).click();
    // The screen's code is held back until a sales call and the chart library have been asked
    // for: a loader that waited for the code would never ask, and the test would time out. On
    // localhost the code could otherwise arrive before the loader's requests on a busy machine.
    const firstCall = page.waitForRequest(/\/api\/portal\/salessummary\//);
    const chartCode = page.waitForRequest(/\/assets\/echart[^/]*\.js$/);
    await page.route(/\/assets\/sales-summary-screen[^/]*\.js$/, async (route) => {
      await Promise.all([firstCall, chartCode]);
      await route.continue();
    });
    await menu.locator(`a[href="${SALES_SUMMARY_PATH}"]`).click();
    await page
      .locator('[data-kpi-strip][aria-busy=false] [data-kpi][data-value]')
      .first()
      .waitFor();

    const screenCode = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/sales-summary-screen[^/]*\.js$/.test(entry.name))
        .map((entry) => entry.responseEnd),
    );
    expect(screenCode).toHaveLength(1);
    const calls = await startsOf(page, /\/api\/portal\/salessummary\//);
    const chartLibrary = await startsOf(page, /\/assets\/echart[^/]*\.js$/);
    expect(calls.length).toBeGreaterThan(0);
    expect(chartLibrary).toHaveLength(1);
    expect(Math.min(...calls)).toBeLessThan(screenCode[0] ?? 0);
    expect(chartLibrary[0]).toBeLessThan(screenCode[0] ?? 0);
    await page.context().close();
  });

  it('paints the product name before any script has run, and the app takes its place', async () => {
    const page = await suite.page('phone');
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${suite.portal.baseUrl}/sign-in`);
    await page.getByText('Outlet Pulse', { exact: true }).waitFor();
    await page.unroute('**/*.js');
    await page.reload();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await page.locator('#root .boot').count()).toBe(0);
    await page.context().close();
  });

  it('asks for the session before the first page asks for its code', async () => {
    const page = await suite.page('phone');
    // Signed in without the sign-in page, so the cold view below loads every chunk itself.
    const answer = await page.context().request.post(`${suite.portal.baseUrl}/api/auth`, {
      data: { username: 'manager', password: DEMO_PASSWORD, remember: false },
    });
    expect(answer.ok()).toBe(true);
    await page.goto(`${suite.portal.baseUrl}${SALES_SUMMARY_PATH}`);
    await page
      .locator('[data-kpi-strip][aria-busy=false] [data-kpi][data-value]')
      .first()
      .waitFor();

    const refresh = await startsOf(page, /\/api\/refresh_token$/);
    const shellCode = await startsOf(page, /\/assets\/portal-shell[^/]*\.js$/);
    expect(refresh).toHaveLength(1);
    expect(shellCode).toHaveLength(1);
    expect(refresh[0]).toBeLessThan(shellCode[0] ?? 0);
    await page.context().close();
  });
});
