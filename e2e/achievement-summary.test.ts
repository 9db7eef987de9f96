/**
 * The sales achievement summary (spec 001 §2.10) and the shared sales summary link in Chromium,
 * against the real server: the chart draws and the table equals the achievementsummary answer;
 * a brand change resets type, group and outlet (spec 001 §4); a month (a chart bar, or its
 * button from the keyboard) opens the portal's sales summary of that brand and year, with a way
 * back and no employee in the address; 'Share link'
 * on the sales summary gives a link (its opaque id alone) that shows data to a browser without
 * a session, and an edited id gets 'link expired or invalid'; the key figures above the chart equal the
 * answer's pacing. Screenshots at 1280 and 375 px.
 */
import { type AchievementSummary, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { salesCall } from './support/api';
import { expectFitsAndShoot, hasHorizontalScroll, screenshot } from './support/browser';
import { plotOf } from './support/charts';
import {
  field,
  openWithFilterButton,
  paramsOf,
  pick,
  pickAndWait,
  waitForParam,
} from './support/filter';
import { DEMO_LAST_SALES_YEAR as YEAR } from './support/portal';
import {
  copiedFrom,
  openSalesPage,
  openShareLink,
  ACHIEVEMENT_SUMMARY_PATH as PAGE_PATH,
  SALES_SUMMARY_PATH,
  SALES_VIEWPORTS,
} from './support/sales';
import { signInByApi } from './support/session';
import { useBrowserAndPortal } from './support/suite';
import { tableValues } from './support/tables';

const { desktop: DESKTOP, phone: PHONE } = SALES_VIEWPORTS;
/** The demo user 'manager' as the beta links name them. */
const MANAGER_PATH = '2/10102/Budi%20Santoso';
const TABLE_NAME = 'SALES ACHIEVEMENT SUMMARY by month';

/**
 * The table's rows: the month's name, then each cell's exact value (its data-value: the nett
 * and target read abbreviated, 'Rp. 1,3 B'), null where a cell is empty.
 */
const tableRows = (page: Page) => tableValues(page.getByRole('table', { name: TABLE_NAME }));

const expectedRows = (answer: AchievementSummary) =>
  answer.table.map((month) => [month.category, month.nett, month.target, month.achievementPersen]);

/** What achievementsummary answers for the filter in the page's address, asked by the test. */
function answerOf(page: Page, authorization: string): Promise<AchievementSummary> {
  const url = new URL(page.url());
  const query = Object.fromEntries(url.searchParams);
  return salesCall<AchievementSummary>(url.origin, authorization, 'achievementsummary', {
    company: query.company ?? 'TOTAL',
    type: query.type ?? 'STORES',
    group: query.group ?? 'O',
    year: query.year ?? String(YEAR),
    outlet: query.outlet ?? 'All',
  });
}

const drawnChart = (page: Page) =>
  page.locator('[data-widget="AchievementSummaryWidget"] [data-chart-state="drawn"]');

describe('the achievement summary and the shared sales summary link', () => {
  const suite = useBrowserAndPortal();

  it('draws the API answer, resets on a brand change, and opens the sales summary of a month', async () => {
    const page = await suite.signedInBlankPage('manager', DESKTOP);
    const { authorization } = await openSalesPage(
      page,
      `${suite.portal.baseUrl}${PAGE_PATH}`,
      'achievementsummary',
    );

    await page.getByRole('heading', { name: 'Achievement Summary', level: 1 }).waitFor();
    expect(await page.getByText('Budi Santoso').count()).toBeGreaterThan(0);
    expect(await field(page, 'Brand').inputValue()).toBe('TOTAL');
    expect(await field(page, 'Type').inputValue()).toBe('STORES');
    expect(await field(page, 'Year').inputValue()).toBe(String(YEAR));
    await drawnChart(page).waitFor();
    expect((await drawnChart(page).boundingBox())?.height).toBe(440);
    const total = await answerOf(page, authorization);
    expect(await tableRows(page)).toEqual(expectedRows(total));
    // The key figures are the answer's pacing: the month of the last sales day and the year.
    const kpi = (id: string) =>
      page.locator(`[data-kpi="${id}"]`).first().getAttribute('data-value');
    expect(Number(await kpi('mtd-nett'))).toBe(total.pacing.month?.nett);
    expect(Number(await kpi('ytd-achievement'))).toBe(total.pacing.year?.achievementPersen);
    expect(await page.locator('[data-kpi="lfl-growth"]').count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The brand list has no all-brand view.
    await field(page, 'Brand').click();
    await page.getByRole('option', { name: 'Aruna Apparel' }).waitFor();
    expect(await page.getByRole('option', { name: 'All', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A brand change resets type to STORES, group to O and outlet to All (spec 001 §4).
    await pickAndWait(page, 'Type', 'ONLINE', 'type', 'ONLINE');
    await pickAndWait(page, 'Group', 'SUBFRANCHISE', 'group', 'O,SF');
    await pickAndWait(page, 'Brand', 'Aruna Apparel', 'company', 'KCG01');
    expect(Object.fromEntries(paramsOf(page))).toEqual({
      company: 'KCG01',
      type: 'STORES',
      group: 'O',
      outlet: 'All',
      year: String(YEAR),
    });
    const brand = await answerOf(page, authorization);
    await expect.poll(() => tableRows(page)).toEqual(expectedRows(brand));
    await drawnChart(page).waitFor();
    await screenshot(page, 'achievement-summary-desktop');

    // A click on the bar of the best month opens the portal's sales summary of KCG01 for the
    // year: its normal route, with no employee ID or name in the address (issue 25).
    const best = brand.table.reduce((top, month) =>
      (month.nett ?? 0) > (top.nett ?? 0) ? month : top,
    );
    await drawnChart(page).scrollIntoViewIfNeeded();
    const box = await drawnChart(page).boundingBox();
    const plot = await plotOf(drawnChart(page));
    if (!box) throw new Error('The chart has no box.');
    const width = box.width - plot.left - plot.right;
    const x = box.x + plot.left + ((best.bulan - 0.5) * width) / 12;
    expect(box.height - plot.top - plot.bottom).toBeGreaterThan(100);
    const achievementUrl = page.url();
    await page.mouse.click(x, box.y + box.height - plot.bottom - 6);
    const openedSalesSummary = (url: URL) =>
      url.pathname === SALES_SUMMARY_PATH &&
      url.searchParams.get('company') === 'KCG01' &&
      url.searchParams.get('year') === String(YEAR);
    await page.waitForURL(openedSalesSummary);
    await page.getByRole('heading', { name: 'Sales Summary', level: 1 }).waitFor();
    await expect.poll(() => field(page, 'Company').inputValue()).toBe('Aruna Apparel');
    expect(page.url()).not.toMatch(/10102|Budi|Santoso|beta-/);
    // Inside the portal's shell, with a way back to the achievement summary.
    const back = page.getByRole('link', { name: 'Back to the Achievement Summary' });
    await back.waitFor();
    await expectFitsAndShoot(page, 'achievement-to-sales-summary-desktop', { fullPage: false });
    await back.click();
    await page.waitForURL(achievementUrl);
    await drawnChart(page).waitFor();

    // The same from the keyboard: the month's button in the table.
    await page.getByRole('button', { name: `Open the sales summary for Feb ${YEAR}` }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(openedSalesSummary);
    await page.setViewportSize(PHONE);
    await back.waitFor();
    await expectFitsAndShoot(page, 'achievement-to-sales-summary-phone', { fullPage: false });
    await page.context().close();
  });

  it('puts brand, outlet and group in a modal at phone width, applied by Save', async () => {
    const page = await suite.signedInBlankPage('manager', PHONE);
    const filterButton = await openWithFilterButton(page, `${suite.portal.baseUrl}${PAGE_PATH}`);
    await drawnChart(page).waitFor();
    expect(await field(page, 'Brand').count()).toBe(0);
    expect(await field(page, 'Year').inputValue()).toBe(String(YEAR));
    await expectFitsAndShoot(page, 'achievement-summary-phone', { fullPage: false });

    await filterButton.click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await field(dialog, 'Brand').waitFor();
    expect(await field(dialog, 'Outlet').count()).toBe(1);
    expect(await field(dialog, 'Group').count()).toBe(1);
    expect(await field(dialog, 'Year').count()).toBe(0);
    await pick(page, 'Brand', 'Langkah Footwear', dialog);
    await field(dialog, 'Outlet').waitFor();
    expect(paramsOf(page).get('company')).toBeNull();
    await screenshot(page, 'achievement-summary-phone-filter', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForParam(page, 'company', 'KCG02');
    await drawnChart(page).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.context().close();
  });

  it('shares the sales summary by a link that works without a session, and refuses an edited one', async () => {
    const page = await suite.page(DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.portal.baseUrl,
    });
    await signInByApi(page.context(), suite.portal.baseUrl, 'manager');
    await page.goto(`${suite.portal.baseUrl}${SALES_SUMMARY_PATH}?company=KCG01&year=${YEAR}`);
    await page.locator('[data-widget="SalesSummaryWidget"] [data-chart-state="drawn"]').waitFor();

    const { dialog, linkField, url } = await openShareLink(page);
    // The link's opaque id alone: no user id, employee ID or name (issue 17).
    expect(url).toMatch(new RegExp(`^${suite.portal.baseUrl}/beta-sales-summary/[\\w-]{43}$`));
    await dialog.getByText(/^Valid until/).waitFor();
    expect(await copiedFrom(dialog)).toBe(url);
    await screenshot(page, 'share-link-modal-desktop', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Share link' }).click();
    await linkField.waitFor();
    await expectFitsAndShoot(page, 'share-link-modal-phone', { fullPage: false });
    await page.context().close();

    // A browser without a session: the link shows the sales summary, with no way to share it.
    const visitor = await suite.page(DESKTOP);
    await visitor.goto(url);
    await visitor
      .locator('[data-widget="SalesSummaryWidget"] [data-chart-state="drawn"]')
      .waitFor();
    expect(await field(visitor, 'Company').inputValue()).toBe('Aruna Apparel');
    expect(await visitor.getByRole('button', { name: 'Share link' }).count()).toBe(0);

    // The same id opens the beta achievement summary, whose months lead to the link's page.
    const token = new URL(url).pathname.split('/').pop() ?? '';
    await visitor.goto(
      `${suite.portal.baseUrl}/beta-achievement-summary/KCG01/${MANAGER_PATH}?token=${token}`,
    );
    await drawnChart(visitor).waitFor();
    await visitor.getByRole('button', { name: `Open the sales summary for Mar ${YEAR}` }).click();
    await visitor.waitForURL(url);

    // An id edited by one character is refused.
    const flipped = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    await visitor.goto(url.replace(token, flipped));
    await visitor.getByRole('heading', { name: 'Link expired or invalid' }).waitFor();
    await visitor.getByText(SESSION_MESSAGES.linkInvalid).waitFor();
    expect(await visitor.locator('[data-widget]').count()).toBe(0);
    await visitor.context().close();
  });
});
