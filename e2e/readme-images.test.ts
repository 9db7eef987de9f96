/**
 * The README's two pictures of the sales summary (docs/images/), taken by `npm run screenshots`
 * only, never by the test command: the manager's sales summary on the demo data at 1366 px (the
 * page's first 1280 px) and on a 390 px phone at twice its pixels, each once every widget has
 * drawn its chart and the page stands still.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasHorizontalScroll, SCREENSHOTS, waitUntilStill } from './support/browser';
import { PORTAL_TIME_ZONE } from './support/portal';
import { SALES_SUMMARY_PATH } from './support/sales';
import { openSignedIn } from './support/session';
import { useBrowserAndPortal } from './support/suite';
import { waitForWidgets } from './support/widgets';

const IMAGES = path.resolve(import.meta.dirname, '../docs/images');
/** Today in the group's time zone, as YYYY-MM-DD. */
const TODAY = new Date().toLocaleDateString('en-CA', { timeZone: PORTAL_TIME_ZONE });

describe.runIf(SCREENSHOTS)("the README's pictures", () => {
  // As `npm start` shows it: three years of demo sales up to today, so that the running month,
  // its growth and its pace have something to show.
  const suite = useBrowserAndPortal({ years: 3, lastSalesDate: TODAY });

  it('takes the sales summary at 1366 px and on a phone', async () => {
    const desktop = await openSignedIn(suite, 'manager', SALES_SUMMARY_PATH, 'desktop');
    await waitForWidgets(desktop, 'drawn', { timeout: 30_000 });
    await waitUntilStill(desktop);
    expect(await hasHorizontalScroll(desktop)).toBe(false);
    await desktop.screenshot({
      path: path.join(IMAGES, 'sales-summary-desktop.png'),
      clip: { x: 0, y: 0, width: 1366, height: 1280 },
      fullPage: true,
    });

    const phone = await openSignedIn(suite, 'manager', SALES_SUMMARY_PATH, 'phone', {
      deviceScaleFactor: 2,
    });
    await waitForWidgets(phone, 'drawn', { timeout: 30_000 });
    await waitUntilStill(phone);
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await phone.screenshot({ path: path.join(IMAGES, 'sales-summary-phone.png') });
    await desktop.context().close();
    await phone.context().close();
  });
});
