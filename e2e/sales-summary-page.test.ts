import { formatDate, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot, hasHorizontalScroll, screenshot } from './support/browser';
import {
  field,
  openWithFilterButton,
  paramsOf,
  pick,
  pickAndWait,
  waitForParam,
} from './support/filter';
import { DEMO_LAST_SALES_DATE, PORTAL_TIME_ZONE } from './support/portal';
import { SALES_SUMMARY_PATH as PAGE_PATH, SALES_VIEWPORTS } from './support/sales';
import { openSignedIn } from './support/session';
import { useBrowserAndPortal } from './support/suite';

const { desktop: DESKTOP, phone: PHONE } = SALES_VIEWPORTS;
const THIS_YEAR = new Date().getFullYear();

/** The widget places the page shows, in order. */
async function widgetSlots(page: Page): Promise<string[]> {
  return page
    .locator('[data-widget-slot]')
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-widget-slot') ?? ''));
}

async function waitForSlots(page: Page, expected: string[]) {
  await page.waitForFunction(
    (names) =>
      JSON.stringify(
        [...document.querySelectorAll('[data-widget-slot]')].map((slot) =>
          slot.getAttribute('data-widget-slot'),
        ),
      ) === JSON.stringify(names),
    expected,
  );
  expect(await widgetSlots(page)).toEqual(expected);
}

const SALES_TOTAL = ['SalesSummaryWidget', 'ProfitDilutionWidget'];
const SALES_BRAND = [
  'SalesSummaryWidget',
  'TrafficSummaryWidget',
  'ProfitDilutionWidget',
  'AspUptAtvWidget',
];
const LFL_BRAND = ['LflSalesSummaryWidget', 'LflTrafficSummaryWidget', 'LflAspUptAtvWidget'];
const ALL_BRANDS = ['SalesSummaryAllBrandWidget', 'ProfitDilutionAllBrandWidget'];

describe('the sales summary page', () => {
  const suite = useBrowserAndPortal();

  it('opens on the defaults, applies each reset rule, keeps the filter in the address', async () => {
    const page = await openSignedIn(suite, 'manager', PAGE_PATH, DESKTOP);

    await page.getByRole('heading', { name: 'Sales Summary', level: 1 }).waitFor();
    await page.getByText('Data is Exclude PPN').waitFor();
    await page
      .getByText(`Last update: ${formatDate(DEMO_LAST_SALES_DATE, PORTAL_TIME_ZONE)}`)
      .waitFor();
    expect(await page.getByText('Budi Santoso').count()).toBeGreaterThan(0);
    const salesTab = page.getByRole('tab', { name: 'SALES SUMMARY' });
    expect(await salesTab.getAttribute('aria-selected')).toBe('true');
    expect(await field(page, 'Company').inputValue()).toBe('TOTAL');
    expect(await field(page, 'Year').inputValue()).toBe(String(THIS_YEAR));
    expect(await field(page, 'Type').inputValue()).toBe('STORES');
    await waitForSlots(page, SALES_TOTAL);
    expect(page.url()).toBe(`${suite.portal.baseUrl}${PAGE_PATH}`);
    await expectFitsAndShoot(page, 'sales-summary-desktop');

    // A type change resets the outlet; a group change resets nothing.
    await pickAndWait(page, 'Type', 'ONLINE', 'type', 'ONLINE');
    await pickAndWait(page, 'Group', 'SUBFRANCHISE', 'group', 'O,SF');
    expect(paramsOf(page).get('outlet')).toBe('All');

    // A company change resets type, group and outlet.
    await pickAndWait(page, 'Company', 'Aruna Apparel', 'company', 'KCG01');
    expect(Object.fromEntries(paramsOf(page))).toMatchObject({
      type: 'STORES',
      group: 'O',
      outlet: 'All',
      year: String(THIS_YEAR),
      tab: '1',
    });
    await waitForSlots(page, SALES_BRAND);

    // An outlet change keeps type and group: the list holds only the outlets they accept
    // (spec 001 §4 reset them, which made an outlet of another type impossible to view).
    await pickAndWait(page, 'Group', 'OFFICE', 'group', 'O,OF');
    await pick(page, 'Outlet', /^ARUNA/);
    await page.waitForURL((url) => (url.searchParams.get('outlet') ?? 'All') !== 'All');
    const outlet = paramsOf(page).get('outlet');
    expect(outlet).toMatch(/^KCG01-/);
    expect(paramsOf(page).get('type')).toBe('STORES');
    expect(paramsOf(page).get('group')).toBe('O,OF');

    // A type change sets the outlet back to All; the back button brings the outlet back.
    await pickAndWait(page, 'Type', 'ONLINE', 'outlet', 'All');
    await page.goBack();
    await waitForParam(page, 'outlet', outlet);
    await expect.poll(() => field(page, 'Type').inputValue()).toBe('STORES');

    // The LFL tab, chosen from the keyboard, is in the address too.
    await salesTab.focus();
    await page.keyboard.press('ArrowRight');
    await waitForParam(page, 'tab', '2');
    await waitForSlots(page, LFL_BRAND);

    // Brand All: view-by and year, the all-brand widgets, and no LFL view.
    await pickAndWait(page, 'Company', 'All', 'company', 'All');
    expect(paramsOf(page).get('viewby')).toBe('TOTAL');
    expect(paramsOf(page).has('outlet')).toBe(false);
    await page.getByText(/Pick a brand/).waitFor();
    expect(await field(page, 'Outlet').count()).toBe(0);
    await pickAndWait(page, 'View by', 'All', 'viewby', 'All');
    await page.getByRole('tab', { name: 'SALES SUMMARY' }).click();
    await waitForSlots(page, ALL_BRANDS);

    // TOTAL: no traffic and no ASP/UPT/ATV.
    await pickAndWait(page, 'Company', 'TOTAL', 'company', 'TOTAL');
    await waitForSlots(page, SALES_TOTAL);

    // Unknown values in a bookmarked address fall back to the defaults, in place; the unknown
    // brand is named.
    await page.goto(
      `${suite.portal.baseUrl}${PAGE_PATH}?company=KCG99&type=KIOSK&group=ZZ&outlet=X1&year=1999&tab=2`,
    );
    await page.waitForURL((url) => url.searchParams.get('company') === 'TOTAL');
    await page.getByText('You may not see KCG99, so this page shows TOTAL instead.').waitFor();
    expect(Object.fromEntries(paramsOf(page))).toEqual({
      company: 'TOTAL',
      type: 'STORES',
      group: 'O',
      outlet: 'All',
      year: String(THIS_YEAR),
      tab: '2',
    });
    await waitForSlots(page, LFL_BRAND);
    await page.context().close();
  });

  it('puts the filters in a modal at phone width, applied by Save', async () => {
    const page = await suite.signedInBlankPage('manager', PHONE);
    const filterButton = await openWithFilterButton(page, `${suite.portal.baseUrl}${PAGE_PATH}`);
    await waitForSlots(page, SALES_TOTAL);
    expect(await field(page, 'Company').count()).toBe(0);
    await expectFitsAndShoot(page, 'sales-summary-phone', { fullPage: false });

    await filterButton.click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.getByRole('combobox', { name: 'Company', exact: true }).waitFor();

    // A list that fails shows a notice in the modal; Retry recovers.
    await page.route('**/api/portal/salessummary/optionsoutlet**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, message: 'The outlet list is not available.' }),
      }),
    );
    await pick(page, 'Company', 'Langkah Footwear');
    await dialog.getByText('Some filter options could not be loaded.').waitFor();
    await page.unroute('**/api/portal/salessummary/optionsoutlet**');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByText('Some filter options could not be loaded.').waitFor({ state: 'hidden' });

    await pick(page, 'Year', String(THIS_YEAR - 1));
    expect(paramsOf(page).get('year')).toBeNull();
    await screenshot(page, 'sales-summary-phone-filter', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForParam(page, 'year', String(THIS_YEAR - 1));
    expect(paramsOf(page).get('company')).toBe('KCG02');
    await waitForSlots(page, SALES_BRAND);
    await page.getByText(`Langkah Footwear · ${THIS_YEAR - 1}`).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The beta link, for a signed-in viewer: the company of the link, the name of the link.
    await page.goto(`${suite.portal.baseUrl}/beta-sales-summary/KCG03/2/10102/Budi%20Santoso`);
    await page.getByRole('heading', { name: 'Sales Summary', level: 1 }).waitFor();
    await page.getByText('Budi Santoso').waitFor();
    await waitForSlots(page, SALES_BRAND);
    await page.getByText(/^Nusa Denim ·/).waitFor();
    await expectFitsAndShoot(page, 'sales-summary-beta-phone', { fullPage: false });
    await page.context().close();
  });

  it('tells a staff user sent to a brand they may not see that the page shows TOTAL instead', async () => {
    const page = await openSignedIn(suite, 'staff', `${PAGE_PATH}?company=KCG02`, DESKTOP);
    const notice = page.getByRole('status').filter({ hasText: 'Company switched' });
    await notice.getByText('You may not see KCG02, so this page shows TOTAL instead.').waitFor();
    await waitForParam(page, 'company', 'TOTAL');
    expect(await field(page, 'Company').inputValue()).toBe('TOTAL');
    await waitForSlots(page, SALES_TOTAL);
    await screenshot(page, 'sales-summary-switched-desktop', { fullPage: false });

    // It stays until dismissed, and a brand the user sees says nothing.
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await pickAndWait(page, 'Company', 'Nusa Denim', 'company', 'KCG03');
    expect(await page.getByText('Company switched').count()).toBe(0);

    // Sent by a link to such a brand, on a phone.
    await page.setViewportSize(PHONE);
    await page.goto(`${suite.portal.baseUrl}/beta-sales-summary/KCG05/3/10103/Siti%20Rahmawati`);
    await page.getByText('You may not see KCG05, so this page shows TOTAL instead.').waitFor();
    await waitForSlots(page, SALES_TOTAL);
    await expectFitsAndShoot(page, 'sales-summary-switched-phone', { fullPage: false });
    await page.context().close();
  });

  it('refuses a beta link without a token to a visitor who is not signed in', async () => {
    const page = await suite.page(DESKTOP);
    await page.goto(`${suite.portal.baseUrl}/beta-sales-summary/KCG01/2/10102/Budi%20Santoso`);
    await page.getByRole('heading', { name: 'Link expired or invalid' }).waitFor();
    await page.getByText(SESSION_MESSAGES.linkInvalid).waitFor();
    expect(await page.locator('[data-widget-slot]').count()).toBe(0);
    expect(await field(page, 'Company').count()).toBe(0);
    await screenshot(page, 'sales-summary-link-invalid');
    await page.context().close();
  });
});
