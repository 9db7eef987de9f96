import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { DEMO_LAST_SALES_DATE, type RunningPortal, startPortal } from './support/portal';

describe('the portal in Chromium', () => {
  let portal: RunningPortal;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('shows the landing page with the date of the newest sales', async () => {
    await page.goto(portal.baseUrl);
    await page.getByRole('heading', { name: 'Outlet Pulse' }).waitFor();
    await page.getByText(DEMO_LAST_SALES_DATE).waitFor();
    expect(await page.getByText('Storage: DuckDB (embedded)').isVisible()).toBe(true);
    await screenshot(page, 'landing-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'landing-phone');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  });

  it('shows an error with a retry that recovers when the server fails to answer', async () => {
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.goto(portal.baseUrl);
    const alert = page.getByRole('alert');
    await alert.getByText('The server cannot be reached').waitFor();
    await screenshot(page, 'landing-error');
    await page.unroute('**/api/health');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(DEMO_LAST_SALES_DATE).waitFor();
  });

  it('routes an unknown address to the not-found page and back home', async () => {
    await page.goto(`${portal.baseUrl}/no/such/page`);
    await page.getByText('Page not Found or Under Maintenance').waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { name: 'Outlet Pulse' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
