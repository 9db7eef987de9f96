/**
 * The detail worklist and the filter around it in Chromium, against the real server, on a
 * portal whose October 2026 is the running month (20 of 31 days): the running month's GROWTH
 * and ACHIEVEMENT cells equal the TOTAL row of the detail they open, and both equal the API;
 * the worklist opens on the outlets furthest behind pace, sorts by any heading (click or
 * keyboard), searches with TOTAL pinned, and keeps its ID and Outlet columns readable when it
 * scrolls either way; a phone shows cards that open on a tap; every outlet the filter offers,
 * of every type, loads every widget without an error; a shared link shows its company and
 * year only, and the server refuses it anything else.
 */
import {
  type CompanyOption,
  DEFAULT_TIME_ZONE,
  formatDate,
  type OutletOption,
  PAGE_MESSAGES,
  type SalesDetail,
  type SalesSummary,
  type TypeOption,
  SHARED_LINK_HEADER as VIEW_LINK_HEADER,
} from '@outlet-pulse/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { salesCall } from './support/api';
import {
  expectFitsAndShoot,
  hasHorizontalScroll,
  navigateInApp,
  screenshot,
} from './support/browser';
import { closeList, field, openList, pick } from './support/filter';
import { DEMO_RUNNING_LAST_SALES_DATE, DEMO_RUNNING_MONTH } from './support/portal';
import {
  downloadedSheet,
  drawnWidget,
  openShareLink,
  SALES_SUMMARY_PATH as PAGE_PATH,
  salesDetailModal,
  salesSummaryOpener,
} from './support/sales';
import { openSignedIn } from './support/session';
import { useBrowserAndPortal } from './support/suite';
import { numberIn, rowTexts } from './support/tables';
import { waitForWidgets } from './support/widgets';

const { year: YEAR, month: RUNNING_MONTH } = DEMO_RUNNING_MONTH;

/** The filter in `query` on the running month: what the running month's detail is asked for. */
const runningMonthQuery = (query: Record<string, string>) => ({
  ...query,
  year: String(YEAR),
  month: String(RUNNING_MONTH),
});

const MONTH_NAME = 'Oct';
/** The sales summary's tabs, as the address names them (the web app's filter-state.ts). */
const SALES_TAB = 1;
const LFL_TAB = 2;

/** The names a select offers, read from its open list once the list has come. */
async function offeredOptions(page: Page, label: string): Promise<string[]> {
  // The list of the filter just chosen has been asked for and has come.
  await page.waitForLoadState('networkidle');
  await expect.poll(() => field(page, label).getAttribute('aria-busy')).not.toBe('true');
  const listbox = await openList(page, label);
  const names = await listbox.getByRole('option').allInnerTexts();
  await closeList(page);
  return names.map((name) => name.trim());
}

/** The values of one column in the rows the worklist shows, in their order. */
async function columnValues(table: Locator, columnId: string): Promise<string[]> {
  return table
    .locator('tbody tr[data-row-id]:not([data-row-id="TOTAL"])')
    .evaluateAll(
      (rows, id) =>
        rows.map(
          (row) =>
            (row.querySelector(`[data-column="${id}"]`) as HTMLElement | null)?.innerText.trim() ??
            '',
        ),
      columnId,
    );
}

const shownIds = (table: Locator) => columnValues(table, 'no_branch');

/** Missing values last, the others in order. */
function expectOrdered(values: (number | null)[], direction: 'ascending' | 'descending') {
  const present = values.filter((value): value is number => value !== null);
  expect(values.slice(0, present.length)).toEqual(present);
  const sorted = [...present].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
  expect(present).toEqual(sorted);
}

/**
 * Moves to `address` inside the app, as the filter's choice does (React Router hears the
 * popstate), and waits until the page has asked for the answers of `outlet`: the widgets have
 * the new filter, so the wait for them to settle (widgetErrors) is a wait for its answers.
 */
async function moveTo(page: Page, address: string, outlet: string): Promise<void> {
  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/api/portal/salessummary/') &&
      new URL(request.url()).searchParams.get('outlet') === outlet,
  );
  await navigateInApp(page, address);
  await asked;
}

/** Every widget on the page has settled; the names of those that show an error. */
async function widgetErrors(page: Page): Promise<string[]> {
  await waitForWidgets(page, 'answered', { timeout: 30_000 });
  return page
    .locator('[data-widget-slot]')
    .evaluateAll((slots) =>
      slots
        .filter((slot) => slot.querySelector('[role=alert]') !== null)
        .map(
          (slot) =>
            `${slot.getAttribute('data-widget-slot')}: ${(slot.querySelector('[role=alert]') as HTMLElement).innerText}`,
        ),
    );
}

describe('the detail worklist on a running month', () => {
  // 32 outlets: Aruna Apparel then has an ONLINE outlet beside its stores.
  const suite = useBrowserAndPortal({
    lastSalesDate: DEMO_RUNNING_LAST_SALES_DATE,
    years: 3,
    outlets: 32,
  });

  /** Opens the page and returns the session's Authorization header and the call's query. */
  const openPage = salesSummaryOpener(suite);

  /** Opens the running month's detail of a widget; returns the modal, its table and the answer. */
  async function openRunningDetail(
    page: Page,
    widgetName: string,
    title: string,
    authorization: string,
    query: Record<string, string>,
  ) {
    const widget = page.locator(`[data-widget=${widgetName}]`);
    await widget.getByRole('button', { name: `Open ${title} for ${MONTH_NAME} ${YEAR}` }).click();
    return salesDetailModal(page, suite.portal.baseUrl, title, {
      authorization,
      query: runningMonthQuery(query),
    });
  }

  /** What the detail call answers for the running month of the filter in `query`. */
  const runningDetail = (authorization: string, query: Record<string, string>) =>
    salesCall<SalesDetail>(
      suite.portal.baseUrl,
      authorization,
      'chartsalessummarydetail',
      runningMonthQuery(query),
    );

  /** Signs in as the manager and opens the running month's ACHIEVEMENT DETAIL of TOTAL. */
  async function openTotalRunningDetail() {
    const page = await suite.signedInBlankPage('manager');
    const { authorization, query } = await openPage(page, 'company=TOTAL', 'chartsalessummary');
    return {
      page,
      ...(await openRunningDetail(
        page,
        'SalesSummaryWidget',
        'ACHIEVEMENT DETAIL',
        authorization,
        query,
      )),
    };
  }

  it("gives the running month's cells and the TOTAL row of their detail the API's figures", async () => {
    const page = await suite.signedInBlankPage('manager');
    const summaryCall = await openPage(page, 'company=TOTAL', 'chartsalessummary');
    const { authorization, query } = summaryCall;
    const summary = await drawnWidget(page, 'SalesSummaryWidget');
    const answer = await summaryCall.answer<SalesSummary>();
    expect(answer.runningMonth).toMatchObject({ year: YEAR, bulan: RUNNING_MONTH });
    const growth = answer.tablegrowth.find((cell) => cell.bulan === RUNNING_MONTH);
    const achievement = answer.tableachievement.find((cell) => cell.bulan === RUNNING_MONTH);

    const rows = await rowTexts(
      summary.getByRole('table', { name: 'SALES SUMMARY growth and achievement' }),
    );
    const shown = (label: string) =>
      numberIn(rows.find((row) => row[0] === label)?.[RUNNING_MONTH] ?? '');
    expect(shown('GROWTH')).toBe(growth?.persenNettView);
    expect(shown('ACHIEVEMENT')).toBe(achievement?.achievementPersen);

    const { dialog, table, detail } = await openRunningDetail(
      page,
      'SalesSummaryWidget',
      'ACHIEVEMENT DETAIL',
      authorization,
      query,
    );
    const totals = detail.mainHeader[0] as Record<string, unknown>;
    const totalCell = (column: string) =>
      table.locator(`tbody tr[data-row-id="TOTAL"] [data-column="${column}"]`).innerText();
    // The title names the detail and its month, once (issue 25, item 8).
    await page
      .getByRole('dialog', { name: `ACHIEVEMENT DETAIL ${MONTH_NAME} ${YEAR}`, exact: true })
      .waitFor();
    expect((await dialog.innerText()).split('ACHIEVEMENT DETAIL').length - 1).toBe(1);
    expect(numberIn(await totalCell('growthMtd'))).toBe(totals.totalGrowthMtd);
    expect(numberIn(await totalCell('monthPersen'))).toBe(totals.totalMonthPersen);
    expect(numberIn(await totalCell('monthNett'))).toBe(totals.totalMonthNett);
    // The cell and the detail it opens agree to the rupiah and the hundredth.
    expect(totals.totalGrowthMtd).toBe(growth?.persenNettView);
    expect(totals.totalMonthPersen).toBe(achievement?.achievementPersen);
    expect(totals.totalMonthNett).toBe(growth?.nettYearHere);
    // TODAY names its day; the TOTAL detail names each outlet's company.
    await dialog
      .getByRole('columnheader', {
        name: `TODAY (${formatDate(DEMO_RUNNING_LAST_SALES_DATE, DEFAULT_TIME_ZONE)})`,
        exact: true,
      })
      .waitFor();
    await dialog.getByRole('columnheader', { name: 'COMPANY' }).waitFor();
    expect(new Set(detail.main.map((row) => row.company)).size).toBeGreaterThan(1);
    await page.context().close();
  });

  it('opens on the outlets furthest behind pace, sorts by any heading and searches with TOTAL pinned', async () => {
    const { page, dialog, table, detail } = await openTotalRunningDetail();

    // The default order: projected achievement, lowest first, outlets without one last.
    const projected = dialog.getByRole('columnheader', { name: 'PACE TO MONTH END · PROJ. %' });
    expect(await projected.getAttribute('aria-sort')).toBe('ascending');
    const byPace = [...detail.main]
      .map((row, index) => ({ row, index, value: row.monthProjectedPersen as number | null }))
      .sort((a, b) =>
        a.value === null || b.value === null
          ? Number(a.value === null) - Number(b.value === null) || a.index - b.index
          : a.value - b.value || a.index - b.index,
      )
      .map((entry) => entry.row.no_branch);
    const ids = await shownIds(table);
    expect(ids.length).toBeGreaterThan(5);
    expect(ids).toEqual(byPace.slice(0, ids.length));
    expectOrdered((await columnValues(table, 'monthProjectedPersen')).map(numberIn), 'ascending');
    await screenshot(page, 'worklist-sales-desktop', { fullPage: false });

    // A click on a heading sorts by it; a second press (from the keyboard) turns it round.
    const nett = dialog.getByRole('button', { name: 'MTD OCT 2026 · NETT' });
    await nett.click();
    await expect
      .poll(() =>
        dialog.getByRole('columnheader', { name: 'MTD OCT 2026 · NETT' }).getAttribute('aria-sort'),
      )
      .toBe('ascending');
    expect(await projected.getAttribute('aria-sort')).toBe('none');
    expectOrdered((await columnValues(table, 'monthNett')).map(numberIn), 'ascending');
    await nett.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await columnValues(table, 'monthNett')).map(numberIn)[0])
      .toBe(Math.max(...detail.main.map((row) => Number(row.monthNett ?? 0))));
    expectOrdered((await columnValues(table, 'monthNett')).map(numberIn), 'descending');
    await dialog.getByRole('button', { name: 'OUTLET', exact: true }).click();
    const names = await columnValues(table, 'branchname');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));

    // The search keeps the outlets whose ID, name or company holds every word, and TOTAL.
    const target = detail.main[detail.main.length - 1];
    const search = dialog.getByRole('searchbox', { name: 'Search outlets' });
    await search.fill(String(target?.branchname).toLowerCase());
    await expect.poll(() => shownIds(table)).toEqual([target?.no_branch]);
    await table.locator('tbody tr[data-row-id="TOTAL"]').waitFor();
    await dialog.getByText(`1 of ${detail.main.length} outlets`).waitFor();
    await search.fill(String(target?.companyName));
    const sameCompany = detail.main.filter((row) => row.company === target?.company);
    await expect.poll(async () => (await shownIds(table)).length).toBe(sameCompany.length);
    // TOTAL follows the search (issue 25, item 4): the sum of the outlets shown, and says so;
    // its ratios come from their sums.
    expect(sameCompany.length).toBeLessThan(detail.main.length);
    const totalRow = table.locator('tbody tr[data-row-id="TOTAL"]');
    const exactTotal = async (column: string) =>
      Number(await totalRow.locator(`[data-column="${column}"]`).getAttribute('data-value'));
    await totalRow.getByText(`TOTAL of ${sameCompany.length} shown`, { exact: true }).waitFor();
    // Amounts carry at most cents: the sums drop the binary noise of adding them.
    const sumOf = (field: string) =>
      Math.round(sameCompany.reduce((sum, row) => sum + Number(row[field] ?? 0), 0) * 100) / 100;
    const shownNett = sumOf('monthNett');
    expect(await exactTotal('monthNett')).toBe(shownNett);
    expect(await exactTotal('monthTarget')).toBe(sumOf('monthTarget'));
    expect(await exactTotal('monthPersen')).toBe(
      Math.round((shownNett / sumOf('monthTarget')) * 10_000) / 100,
    );
    expect(await exactTotal('growthMtd')).toBe(
      Math.round(((shownNett - sumOf('lastmonthNett')) / sumOf('lastmonthNett')) * 10_000) / 100,
    );
    await screenshot(page, 'worklist-sales-search-desktop', { fullPage: false });
    // The Excel download holds every outlet, not only those the search holds, in the order
    // shown (outlet A to Z), after TOTAL.
    const { fileName, sheet } = await downloadedSheet(
      page,
      dialog.getByRole('button', { name: /Excel$/ }),
    );
    expect(fileName).toMatch(/^ACHIEVEMENT DETAIL Oct 2026_\d{8}-\d{6}\.xlsx$/);
    const column = (letter: string) =>
      (sheet.getColumn(letter).values ?? []).filter((value) => value !== undefined).map(String);
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const byName = [...detail.main].sort((a, b) =>
      collator.compare(String(a.branchname), String(b.branchname)),
    );
    const sheetIds = column('A');
    expect(sheetIds.slice(sheetIds.indexOf('TOTAL'))).toEqual([
      'TOTAL',
      ...byName.map((row) => row.no_branch),
    ]);

    await search.fill('no outlet is called this');
    await dialog.getByText('No outlet matches the search.').waitFor();
    await totalRow.getByText(`TOTAL of all ${detail.main.length}`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(async () => (await shownIds(table)).length).toBe(ids.length);
    // Without a search, TOTAL is the answer's own again.
    await totalRow
      .locator('[data-column="branchname"]')
      .getByText('TOTAL', { exact: true })
      .waitFor();
    expect(await exactTotal('monthNett')).toBe(
      (detail.mainHeader[0] as Record<string, unknown>).totalMonthNett,
    );

    // Escape closes it and clears the selection; the backdrop does not.
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('keeps the headings, TOTAL and the ID and Outlet columns in view and readable when it scrolls', async () => {
    const { page, dialog, table, titleLine } = await openTotalRunningDetail();
    // The page's own loading overlay, fading out after the first load, is gone.
    await page
      .getByRole('status')
      .filter({ hasText: PAGE_MESSAGES.loading })
      .waitFor({ state: 'detached' });
    const box = dialog.getByRole('region', { name: titleLine });
    const wide = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(wide).toBe(true);
    await box.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      element.scrollTop = 120;
    });
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    // Each pinned cell stays at the left edge (or the top) and is what a reader sees there:
    // no scrolled cell covers it, and its text fits.
    const pinned = await box.evaluate((element) => {
      const edge = element.getBoundingClientRect();
      const seen = (cell: Element | null) => {
        if (!cell) return null;
        const rect = cell.getBoundingClientRect();
        const top = document.elementFromPoint(
          rect.left + rect.width / 2,
          rect.top + rect.height / 2,
        );
        return {
          left: Math.round(rect.left - edge.left),
          top: Math.round(rect.top - edge.top),
          onTop: top === cell || cell.contains(top),
          fits: (cell as HTMLElement).scrollWidth <= (cell as HTMLElement).clientWidth,
        };
      };
      const rows = [...element.querySelectorAll('tbody tr[data-row-id]')];
      const visibleRow = rows.find((row) => {
        const rect = row.getBoundingClientRect();
        return row.getAttribute('data-row-id') !== 'TOTAL' && rect.top > edge.top + 130;
      });
      return {
        headingId: seen(element.querySelector('thead [data-column="no_branch"]')),
        totalId: seen(element.querySelector('tr[data-row-id="TOTAL"] [data-column="no_branch"]')),
        totalOutlet: seen(
          element.querySelector('tr[data-row-id="TOTAL"] [data-column="branchname"]'),
        ),
        id: seen(visibleRow?.querySelector('[data-column="no_branch"]') ?? null),
        outlet: seen(visibleRow?.querySelector('[data-column="branchname"]') ?? null),
        idWidth: (visibleRow?.querySelector('[data-column="no_branch"]') as HTMLElement)
          ?.offsetWidth,
      };
    });
    expect(pinned.headingId).toMatchObject({ left: 1, top: 1, onTop: true, fits: true });
    expect(pinned.totalId).toMatchObject({ left: 1, onTop: true, fits: true });
    expect(pinned.totalId?.top).toBe(61);
    expect(pinned.totalOutlet).toMatchObject({ onTop: true, fits: true });
    expect(pinned.id).toMatchObject({ left: 1, onTop: true, fits: true });
    expect(pinned.outlet).toMatchObject({ left: 1 + (pinned.idWidth ?? 0), onTop: true });

    // Every number shown fits its cell: no digit is cut.
    const cut = await table.evaluate((element) =>
      [...element.querySelectorAll('td[data-column]')]
        .filter((cell) => cell.getAttribute('data-column') !== 'branchname')
        .filter((cell) => (cell as HTMLElement).scrollWidth > (cell as HTMLElement).clientWidth)
        .map((cell) => `${cell.getAttribute('data-column')}: ${(cell as HTMLElement).innerText}`),
    );
    expect(cut).toEqual([]);
    await expectFitsAndShoot(page, 'worklist-sales-scrolled-desktop', { fullPage: false });
    await page.context().close();
  });

  it('shows phone cards that lead with the numbers and open on a tap', async () => {
    const page = await suite.signedInBlankPage('manager', 'phone');
    const { authorization, query } = await openPage(page, 'company=TOTAL', 'chartsalessummary');
    const widget = page.locator('[data-widget=SalesSummaryWidget]');
    await widget
      .getByRole('button', { name: `Open ACHIEVEMENT DETAIL for ${MONTH_NAME} ${YEAR}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'ACHIEVEMENT DETAIL' });
    const total = dialog.locator('[data-row-id="TOTAL"]');
    await total.waitFor();
    const detail = await runningDetail(authorization, query);
    const totals = detail.mainHeader[0] as Record<string, unknown>;
    expect(numberIn(await total.locator('[data-column="monthPersen"]').innerText())).toBe(
      totals.totalMonthPersen,
    );
    expect(numberIn(await total.locator('[data-column="growthMtd"]').innerText())).toBe(
      totals.totalGrowthMtd,
    );
    const first = dialog.locator('[data-row-id]:not([data-row-id="TOTAL"])').first();
    const card = first.getByRole('button').first();
    expect(await card.getAttribute('aria-expanded')).toBe('false');
    await card.click();
    expect(await card.getAttribute('aria-expanded')).toBe('true');
    await first
      .getByText(`TODAY (${formatDate(DEMO_RUNNING_LAST_SALES_DATE, DEFAULT_TIME_ZONE)})`)
      .waitFor();
    await first.getByText('PACE TO MONTH END').waitFor();
    await expectFitsAndShoot(page, 'worklist-sales-phone', { fullPage: false });
    await page.context().close();
  });

  it('opens the traffic worklist on the traffic growth and the ASP one on ASP, at both widths', async () => {
    const page = await suite.signedInBlankPage('manager');
    const { authorization, query } = await openPage(page, 'company=KCG01', 'charttrafficsummary');
    const { dialog, table } = await openRunningDetail(
      page,
      'TrafficSummaryWidget',
      'TRAFFIC DETAIL',
      authorization,
      query,
    );
    const growth = dialog.getByRole('columnheader', { name: 'GROWTH · MTD' });
    expect(await growth.getAttribute('aria-sort')).toBe('ascending');
    expectOrdered((await columnValues(table, 'growthTrafficMtd')).map(numberIn), 'ascending');
    expect(await dialog.getByRole('columnheader', { name: 'PACE TO MONTH END' }).count()).toBe(0);
    await screenshot(page, 'worklist-traffic-desktop', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.locator('[data-row-id="TOTAL"] button').waitFor();
    await expectFitsAndShoot(page, 'worklist-traffic-phone', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The ASP detail opens on the month's ASP, lowest first, its own columns before the pace
    // (issue 25, item 8).
    await page.setViewportSize({ width: 1366, height: 900 });
    const aspTitle = 'AVERAGE SELLING PRICE ( ASP ) DETAIL';
    const asp = await openRunningDetail(page, 'AspUptAtvWidget', aspTitle, authorization, query);
    const aspHeading = asp.dialog.getByRole('columnheader', { name: `MTD OCT ${YEAR} · ASP` });
    expect(await aspHeading.getAttribute('aria-sort')).toBe('ascending');
    expectOrdered((await columnValues(asp.table, 'monthAsp')).map(numberIn), 'ascending');
    // The sorted column is in view as the detail opens.
    const inView = await asp.table.locator('thead [data-column="monthAsp"]').evaluate((cell) => {
      const box = cell.closest('section')?.getBoundingClientRect();
      const rect = cell.getBoundingClientRect();
      return box !== undefined && rect.right <= box.right && rect.left >= box.left;
    });
    expect(inView).toBe(true);
    await screenshot(page, 'worklist-asp-desktop', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await asp.dialog.locator('[data-row-id="TOTAL"] button').waitFor();
    await expectFitsAndShoot(page, 'worklist-asp-phone', { fullPage: false });
    await page.context().close();
  });

  it('offers the outlets of the chosen type only, and keeps the type when one is chosen', async () => {
    const page = await openSignedIn(suite, 'manager', `${PAGE_PATH}?company=KCG01`, 'desktop');
    const stores = await offeredOptions(page, 'Outlet');
    expect(stores).not.toContain('ARUNA E-COMMERCE');
    // The outlets of the new type, asked for once the type is in the address: read before they
    // came, the list would still hold the stores.
    const onlineOutlets = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/optionsoutlet') && url.searchParams.get('type') === 'ONLINE';
    });
    await pick(page, 'Type', 'ONLINE');
    await page.waitForURL((url) => url.searchParams.get('type') === 'ONLINE');
    await onlineOutlets;
    expect(await offeredOptions(page, 'Outlet')).toEqual(['All', 'ARUNA E-COMMERCE']);
    await pick(page, 'Outlet', 'ARUNA E-COMMERCE');
    await page.waitForURL((url) => url.searchParams.get('outlet') !== 'All');
    const params = new URL(page.url()).searchParams;
    expect([params.get('outlet'), params.get('type'), params.get('group')]).toEqual([
      'KCG01-0001',
      'ONLINE',
      'O',
    ]);
    await page.waitForLoadState('networkidle');
    expect(await widgetErrors(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'filter-online-outlet-desktop', { fullPage: false });

    // Another group that does not hold it: the outlet leaves the filter.
    await pick(page, 'Group', 'FRANCHISE');
    await page.waitForURL((url) => url.searchParams.get('group') === 'O,F');
    expect(new URL(page.url()).searchParams.get('outlet')).toBe('KCG01-0001');
    await pick(page, 'Group', 'STORE');
    await page.waitForURL((url) => url.searchParams.get('group') === 'F');
    await page.waitForURL((url) => url.searchParams.get('outlet') === 'All');
    expect(new URL(page.url()).searchParams.get('type')).toBe('ONLINE');

    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('outlet') === 'KCG01-0001');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText(/^Aruna Apparel · 2026 · ONLINE · ARUNA E-COMMERCE/).waitFor();
    await expectFitsAndShoot(page, 'filter-online-outlet-phone', { fullPage: false });
    await page.context().close();
  });

  it('loads every widget without an error for every outlet the filter offers, of every type', async () => {
    const page = await suite.signedInBlankPage('manager');
    const { authorization } = await openPage(page, 'company=TOTAL', 'chartsalessummary');
    // The page has settled and written its filter into the address, which it does once.
    expect(await widgetErrors(page)).toEqual([]);
    // The lists the filter offers, from the calls it makes (choosing in the filter itself is the
    // test of offering the outlets of the chosen type, above); each outlet is then opened the
    // way the filter's choice opens it, by the page's address, on both tabs.
    const offered = <Data>(call: string, query: Record<string, string>) =>
      salesCall<Data>(suite.portal.baseUrl, authorization, call, query);
    const companies = (await offered<CompanyOption[]>('optionscompany', {}))
      .map((option) => option.company)
      .filter((company) => company !== 'TOTAL');
    expect(companies.length).toBeGreaterThan(1);
    const failures: string[] = [];
    let checked = 0;
    for (const company of companies) {
      for (const { bitype: type } of await offered<TypeOption[]>('optionstype', { company })) {
        const outlets = await offered<OutletOption[]>('optionsoutlet', {
          company,
          type,
          group: 'TOTALKCG',
        });
        for (const outlet of outlets) {
          for (const tab of [SALES_TAB, LFL_TAB]) {
            const filter = `company=${company}&type=${type}&group=TOTALKCG&outlet=${outlet.idbranch}&year=${YEAR}&tab=${tab}`;
            await moveTo(page, `${PAGE_PATH}?${filter}`, outlet.idbranch);
            await expect
              .poll(() => page.getByRole('tab', { selected: true }).innerText())
              .toBe(tab === SALES_TAB ? 'SALES SUMMARY' : 'LFL SUMMARY');
            for (const error of await widgetErrors(page)) {
              failures.push(
                `${company} · ${type} · ${outlet.branchName} (${outlet.idbranch}) · ${error}`,
              );
            }
          }
          checked += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(20);
    await page.context().close();
  }, 300_000);

  it('shows a shared link its company and year only, and the server refuses it the others', async () => {
    const sharer = await openSignedIn(
      suite,
      'manager',
      `${PAGE_PATH}?company=KCG01&year=${YEAR}`,
      'desktop',
    );
    await sharer.locator('[data-widget="SalesSummaryWidget"] [data-chart-state="drawn"]').waitFor();
    const { dialog: share, url } = await openShareLink(sharer);
    await share.getByText(/of Aruna Apparel \(KCG01\) for 2026 only/).waitFor();
    await screenshot(sharer, 'share-link-scope-desktop', { fullPage: false });
    await sharer.context().close();

    const visitor = await suite.page();
    await visitor.goto(url);
    await visitor
      .locator('[data-widget="SalesSummaryWidget"] [data-chart-state="drawn"]')
      .waitFor();
    await visitor.getByText(`This link shows Aruna Apparel (KCG01) for ${YEAR} only.`).waitFor();
    expect(await offeredOptions(visitor, 'Company')).toEqual(['Aruna Apparel']);
    expect(await offeredOptions(visitor, 'Year')).toEqual([String(YEAR)]);
    await screenshot(visitor, 'beta-link-desktop', { fullPage: false });

    // The link's id, asked for another company or another year: 403.
    const token = new URL(url).pathname.split('/').pop() ?? '';
    const ask = (query: Record<string, string>) =>
      fetch(
        `${suite.portal.baseUrl}/api/portal/salessummary/chartsalessummary?${new URLSearchParams({
          type: 'STORES',
          group: 'O',
          outlet: 'All',
          ...query,
        })}`,
        { headers: { [VIEW_LINK_HEADER]: token } },
      ).then((response) => response.status);
    expect(await ask({ company: 'KCG01', year: String(YEAR) })).toBe(200);
    expect(await ask({ company: 'KCG02', year: String(YEAR) })).toBe(403);
    expect(await ask({ company: 'TOTAL', year: String(YEAR) })).toBe(403);
    expect(await ask({ company: 'KCG01', year: String(YEAR - 1) })).toBe(403);

    // An address edited to another company shows the link's company, and says so.
    const edited = new URL(url);
    edited.searchParams.set('company', 'KCG02');
    await visitor.goto(edited.toString());
    await visitor.getByText('You may not see KCG02').waitFor();
    await expect.poll(() => field(visitor, 'Company').inputValue()).toBe('Aruna Apparel');
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.getByRole('button', { name: 'Filter', exact: true }).waitFor();
    expect(await hasHorizontalScroll(visitor)).toBe(false);
    await screenshot(visitor, 'beta-link-phone', { fullPage: false });
    await visitor.context().close();
  });
});
