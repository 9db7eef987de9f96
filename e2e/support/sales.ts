/**
 * The sales pages as the tests open them: the session and filter the page's own calls carry,
 * the share link, the Excel downloads, and a call made to fail until the test lets it through.
 */
import type { SalesDetail } from '@outlet-pulse/contracts';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { salesCall } from './api';

export const SALES_SUMMARY_PATH = '/portal/sales/sales-summary';
export const ACHIEVEMENT_SUMMARY_PATH = '/portal/sales/achievement-summary';

/** The Authorization header and the query of a sales call the page made. */
export interface SalesRequest {
  authorization: string;
  query: Record<string, string>;
}

/** The page's own sales call, and what it answers the test asking the same. */
export interface PageSalesCall extends SalesRequest {
  answer<Data>(): Promise<Data>;
}

/**
 * Opens `url` and returns the Authorization header and query of the page's own `call`
 * (GET /api/portal/salessummary/<call>), so the test can ask the same as the page.
 */
export async function openSalesPage(page: Page, url: string, call: string): Promise<PageSalesCall> {
  const request = page.waitForRequest(
    (sent) => sent.url().includes(`/salessummary/${call}?`) && !!sent.headers().authorization,
  );
  await page.goto(url);
  const sent = await request;
  const address = new URL(sent.url());
  const authorization = sent.headers().authorization as string;
  const query = Object.fromEntries(address.searchParams);
  return {
    authorization,
    query,
    answer: <Data>() => salesCall<Data>(address.origin, authorization, call, query),
  };
}

/** Opens the sales summary with the address's `search`; answers as openSalesPage does. */
export function openSalesSummary(page: Page, baseUrl: string, search: string, call: string) {
  return openSalesPage(page, `${baseUrl}${SALES_SUMMARY_PATH}?${search}`, call);
}

/**
 * Opens the sales summary of the suite's portal (read when called: the portal starts after the
 * suite is set up); answers as openSalesPage does.
 */
export function salesSummaryOpener(suite: { portal: { baseUrl: string } }) {
  return (page: Page, search: string, call: string) =>
    openSalesSummary(page, suite.portal.baseUrl, search, call);
}

/**
 * The sales detail modal named `title` once its TOTAL row shows, with what the detail call
 * answers for `request` and the title line that names its table (the answer's, with the
 * modal's title for its kind).
 */
export async function salesDetailModal(
  page: Page,
  baseUrl: string,
  title: string,
  { authorization, query }: SalesRequest,
) {
  const dialog = page.getByRole('dialog', { name: title });
  const detail = await salesCall<SalesDetail>(
    baseUrl,
    authorization,
    'chartsalessummarydetail',
    query,
  );
  const titleLine = detail.title.replace('ACHIEVEMENT DETAIL', title);
  const table = dialog.getByRole('table', { name: titleLine });
  const total = table.locator('tbody tr[data-row-id="TOTAL"]');
  await total.waitFor();
  return { dialog, detail, titleLine, table, total };
}

/** A widget of the page (by its data-widget name), once its chart is drawn. */
export async function drawnWidget(page: Page, name: string): Promise<Locator> {
  const widget = page.locator(`[data-widget=${name}]`);
  await widget.locator('[data-chart-state=drawn]').waitFor();
  return widget;
}

/** Opens the sales summary's Share link modal; returns it, its Link field and the link. */
export async function openShareLink(page: Page) {
  await page.getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share the sales summary' });
  const linkField = dialog.getByRole('textbox', { name: 'Link' });
  await linkField.waitFor();
  return { dialog, linkField, url: await linkField.inputValue() };
}

/** Presses a modal's Copy button and returns what the clipboard then holds. */
export async function copiedFrom(dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await dialog.getByRole('button', { name: 'Copied' }).waitFor();
  return dialog.page().evaluate(() => navigator.clipboard.readText());
}

/** Presses a download button and reads the first sheet of the workbook it gives. */
export async function downloadedSheet(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet.');
  return { fileName: download.suggestedFilename(), sheet };
}

/**
 * Makes the calls that match `url` fail with `status` and `message`, as the server answers a
 * problem, until the returned function is called; from then on they reach the server.
 */
export async function failUntilReleased(
  page: Page,
  url: string | ((url: URL) => boolean),
  status: number,
  message: string,
): Promise<() => void> {
  let failing = true;
  await page.route(url, (route) =>
    failing
      ? route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ status, message }),
        })
      : route.continue(),
  );
  return () => {
    failing = false;
  };
}

/** The sizes the sales pages are looked at in: the spec's desktop (1280 px) and phone (375 px). */
export const SALES_VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

const BUSY = 'The server is busy.';

/**
 * Has the server refuse `url` as busy (503) until released; answers the release and the page's
 * alert that tells of the refusal.
 */
export async function busyUntilReleased(
  page: Page,
  url: string,
): Promise<{ release: () => void; alert: Locator }> {
  const release = await failUntilReleased(page, url, 503, BUSY);
  return { release, alert: page.getByRole('alert').filter({ hasText: BUSY }) };
}
