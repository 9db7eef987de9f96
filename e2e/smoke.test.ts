import { formatDate, PAGE_MESSAGES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot, screenshot } from './support/browser';
import { DEMO_LAST_SALES_DATE, PORTAL_TIME_ZONE } from './support/portal';
import { openSignedIn } from './support/session';
import { useBrowserAndPortal } from './support/suite';

describe('the portal in Chromium', () => {
  const suite = useBrowserAndPortal();

  it('opens on the sign-in page, with the version, at desktop and phone widths', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await suite.page(viewport);
      await page.goto(suite.portal.baseUrl);
      await page.waitForURL('**/sign-in');
      await page.getByPlaceholder('Username or Employee ID').waitFor();
      await page.getByText(/Outlet Pulse version \d/).waitFor();
      expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
      await expectFitsAndShoot(page, `sign-in-${viewport}`);
      await page.context().close();
    }
  });

  it('shows the date of the newest sales on the dashboard, and the storage engine only to administrators', async () => {
    const page = await suite.signedInBlankPage('manager');
    await page.goto(`${suite.portal.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Sales Data' }).waitFor();
    await page.getByText(formatDate(DEMO_LAST_SALES_DATE, PORTAL_TIME_ZONE)).waitFor();
    expect(await page.getByText(/DuckDB|Storage/).count()).toBe(0);
    await page.context().close();

    for (const width of [1366, 390]) {
      const admin = await openSignedIn(suite, 'admin', '/system/data-import', {
        width,
        height: 900,
      });
      const about = admin.getByText('About this server: data stored in DuckDB (embedded)');
      await about.scrollIntoViewIfNeeded();
      await expectFitsAndShoot(admin, `data-import-about-server-${width}`, { fullPage: false });
      await admin.context().close();
    }
  });

  it('shows an error with a retry that recovers when the server fails to answer', async () => {
    const page = await suite.signedInBlankPage('manager');
    await page.goto(`${suite.portal.baseUrl}/dashboard`);
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.reload();
    const alert = page.getByRole('alert');
    await alert.getByText('The server cannot be reached').waitFor();
    await page.unroute('**/api/health');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(formatDate(DEMO_LAST_SALES_DATE, PORTAL_TIME_ZONE)).waitFor();
    await page.context().close();
  });

  it('routes an unknown address to the not-found page and back home', async () => {
    const page = await suite.page();
    await page.goto(`${suite.portal.baseUrl}/no/such/page`);
    await page.waitForURL('**/error');
    await page.getByRole('heading', { name: PAGE_MESSAGES.notFound }).waitFor();
    expect(await page.getByText(PAGE_MESSAGES.notFoundOrMaintenance).isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: PAGE_MESSAGES.backHome }).click();
    await page.waitForURL('**/sign-in');
    await page.context().close();
  });
});
