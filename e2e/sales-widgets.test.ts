/**
 * The sales summary, traffic and profit dilution widgets (and their all-brand views) in
 * Chromium, against the real server: what they draw equals what the API answers; a month
 * (point or heading) opens its detail, whose TOTAL row equals the detail call; a click on
 * series 0 is ignored; a failure shows Retry and Retry recovers; the Excel download holds the
 * table's values as numbers (percentages as real percents) and the amounts behind them.
 */
import {
  DETAIL_PERIODS,
  type ProfitDilution,
  type ProfitDilutionAllBrand,
  type ProfitDilutionDetail,
  type SalesSummary,
  type SalesSummaryAllBrand,
  type TrafficSummary,
  totalPeriodName,
} from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { salesCall } from './support/api';
import { expectFitsAndShoot, screenshot, waitUntilStill } from './support/browser';
import { clickPoint, hoverPoint, plotOf, tooltipText, waitForNoTooltip } from './support/charts';
import { field } from './support/filter';
import { DEMO_LAST_SALES_DATE, DEMO_LAST_SALES_YEAR as YEAR } from './support/portal';
import {
  downloadedSheet,
  drawnWidget,
  failUntilReleased,
  SALES_SUMMARY_PATH as PAGE_PATH,
  SALES_VIEWPORTS,
  salesDetailModal,
  salesSummaryOpener,
} from './support/sales';
import { openSignedIn } from './support/session';
import { useBrowserAndPortal } from './support/suite';
import { numberIn, realPercent, rowTexts, tableNumbers } from './support/tables';

const { desktop: DESKTOP, phone: PHONE } = SALES_VIEWPORTS;

/** The exact amount of a tooltip line: 'Nett : Rp. 1,2 B (Rp. 1.234.567.890)' → 1234567890. */
function exactAmountIn(line: string): number | null {
  const exact = /\(Rp\. (-?[\d.]+)\)/.exec(line) ?? /Rp\. (-?[\d.]+)$/.exec(line);
  return exact?.[1] ? Number(exact[1].replaceAll('.', '')) : null;
}

const fileName = (name: string) => new RegExp(`^${name}_\\d{8}-\\d{6}\\.xlsx$`);

/** A sales summary cell as the table shows it: empty when its value is 0 or it has no sales. */
const shownPercent = (value: number | null, nett: number) =>
  value === null || value === 0 || nett === 0 ? null : value;

describe('the sales summary widgets', () => {
  const suite = useBrowserAndPortal({ years: 3 });

  /** Opens the page and returns the session's Authorization header and the call's query. */
  const openPage = salesSummaryOpener(suite);

  /**
   * Waits for a sales detail modal and checks its title line and its TOTAL row against the
   * detail call; `measures` are the kind's sub-columns of each period.
   */
  async function expectSalesDetail(
    page: Page,
    authorization: string,
    title: string,
    query: Record<string, string>,
    measures: string[],
    growth: string[],
  ) {
    const { dialog, detail, total } = await salesDetailModal(page, suite.portal.baseUrl, title, {
      authorization,
      query,
    });
    const totals = detail.mainHeader[0] as Record<string, unknown>;
    const expected = (field: string) =>
      typeof totals[field] === 'number' ? (totals[field] as number) : null;
    const columns = [
      ...DETAIL_PERIODS.flatMap((period) =>
        measures.map((measure) => [
          `${period}${measure}`,
          `total${totalPeriodName(period)}${measure}`,
        ]),
      ),
      ...growth.map((field) => [field, `total${field[0]?.toUpperCase()}${field.slice(1)}`]),
    ];
    for (const [column, field] of columns) {
      const text = await total.locator(`[data-column="${column}"]`).innerText();
      expect([column, numberIn(text)]).toEqual([column, expected(field as string)]);
    }
    return dialog;
  }

  const expectAchievementDetail = (page: Page, auth: string, query: Record<string, string>) =>
    expectSalesDetail(
      page,
      auth,
      'ACHIEVEMENT DETAIL',
      query,
      ['Nett', 'Target', 'Persen'],
      ['growthMtd', 'growthYtd'],
    );

  it('draws the brand widgets as the API answers and opens their details', async () => {
    const page = await suite.signedInBlankPage('manager', DESKTOP);
    const { authorization, query } = await openPage(page, 'company=KCG01', 'chartsalessummary');
    const call = <Data>(name: string, extra: Record<string, string> = {}) =>
      salesCall<Data>(suite.portal.baseUrl, authorization, name, { ...query, ...extra });

    // SALES SUMMARY: three years, GROWTH and ACHIEVEMENT equal to the answer.
    const summary = page.locator('[data-widget=SalesSummaryWidget]');
    const chart = summary.locator('[data-chart-state=drawn]');
    await chart.waitFor();
    await summary.getByRole('heading', { name: 'SALES SUMMARY' }).waitFor();
    const answer = await call<SalesSummary>('chartsalessummary');
    expect(answer.chart.map((line) => line.name)).toEqual([
      `Sales ${YEAR - 2}`,
      `Sales ${YEAR - 1}`,
      `Sales ${YEAR}`,
    ]);
    const expectedSummary = [
      ['GROWTH', ...answer.tablegrowth.map((c) => shownPercent(c.persenNettView, c.nettYearHere))],
      [
        'ACHIEVEMENT',
        ...answer.tableachievement.map((c) => shownPercent(c.achievementPersen, c.nett)),
      ],
    ];
    const summaryTable = summary.getByRole('table', {
      name: 'SALES SUMMARY growth and achievement',
    });
    expect(await tableNumbers(summaryTable)).toEqual(expectedSummary);
    // A cell's hover tooltip carries the server's toolip, a part per line.
    const hovered = answer.tablegrowth.findIndex((cell) => cell.nettYearHere !== 0);
    const toolip = answer.tablegrowth[hovered]?.toolip ?? '';
    await summaryTable
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .nth(hovered)
      .locator('span')
      .first()
      .hover();
    const cellTooltip = page.getByRole('tooltip');
    await cellTooltip.waitFor();
    expect(await cellTooltip.innerText()).toBe(toolip.split(' · ').join('\n'));
    await page.mouse.move(0, 0);
    await screenshot(page, 'sales-widgets-brand-desktop');

    // A click on the oldest year's line (series 0) is ignored: it is looked for in the month
    // where it stands furthest from the other two years.
    const [oldestYear, lastYear, thisYear] = answer.chart.map((line) => line.data);
    const gap = (month: number) => {
      const oldest = oldestYear?.[month];
      if (oldest === null || oldest === undefined) return -1;
      return Math.min(
        ...[lastYear?.[month], thisYear?.[month]].map((other) =>
          other === null || other === undefined
            ? Number.POSITIVE_INFINITY
            : Math.abs(other - oldest),
        ),
      );
    };
    const clearMonth = [...Array(12).keys()].reduce(
      (best, month) => (gap(month) > gap(best) ? month : best),
      0,
    );
    await clickPoint(page, chart, answer.chart, 0, [clearMonth]);
    // The chart has taken the click (it hides the tooltip first) and the page has settled.
    await waitForNoTooltip(chart);
    await waitUntilStill(page);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // This year's March point: the tooltip reads Rp. nett and the month's target; a click
    // opens ACHIEVEMENT DETAIL Mar, whose TOTAL row is the detail call's.
    await hoverPoint(page, chart, answer.chart, 2, [2]);
    const marchMonth = answer.chart[2]?.months[2];
    const tooltip = (await tooltipText(chart)).split('\n');
    // Short amounts, each with its exact figure: 'Nett : Rp. 1,2 B (Rp. 1.234.567.890)'.
    expect(tooltip[1]).toMatch(/^Nett : Rp\. [\d,]+ [KMBT] \(Rp\. [\d.]+\)$/);
    expect(tooltip.slice(1).map(exactAmountIn)).toEqual([marchMonth?.nett, marchMonth?.target]);
    await page.mouse.down();
    await page.mouse.up();
    const detail = await expectAchievementDetail(page, authorization, {
      ...query,
      year: String(YEAR),
      month: '3',
    });
    // The click left no chart tooltip over the modal.
    expect(await tooltipText(chart)).toBe('');
    await screenshot(page, 'sales-widgets-achievement-detail-desktop', { fullPage: false });

    // Escape closes it; the backdrop does not.
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await summary.getByRole('button', { name: `Open ACHIEVEMENT DETAIL for Feb ${YEAR}` }).focus();
    await page.keyboard.press('Enter');
    const february = await expectAchievementDetail(page, authorization, {
      ...query,
      year: String(YEAR),
      month: '2',
    });
    await page.mouse.click(5, 450);
    await waitUntilStill(page);
    expect(await february.isVisible()).toBe(true);
    await february.getByRole('button', { name: 'Close ACHIEVEMENT DETAIL' }).click();
    await february.waitFor({ state: 'hidden' });

    // The widget's Excel file holds the table's percentages as real percents, and the amounts
    // behind them: nett this year and last year, and the target.
    const { fileName: sheetName, sheet } = await downloadedSheet(
      page,
      summary.getByRole('button', { name: /Excel$/ }),
    );
    expect(sheetName).toMatch(fileName(`SALES SUMMARY KCG01 ${YEAR}`));
    const sheetRow = (index: number) =>
      Array.from(
        { length: 13 },
        (_, column) => sheet.getRow(index).getCell(column + 1).value ?? null,
      );
    expect(sheetRow(2)).toEqual([String(YEAR), ...answer.tablecategory]);
    expect([sheetRow(3), sheetRow(4)]).toEqual(
      expectedSummary.map(([label, ...values]) => [
        label,
        ...values.map((value) => realPercent(value as number | null)),
      ]),
    );
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('0.00%');
    const amount = (value: number, nett: number) => (nett === 0 ? null : value);
    expect([sheetRow(5), sheetRow(6), sheetRow(7)]).toEqual([
      [`NETT ${YEAR}`, ...answer.tablegrowth.map((c) => amount(c.nettYearHere, c.nettYearHere))],
      [
        `NETT ${YEAR - 1}`,
        ...answer.tablegrowth.map((c) => amount(c.nettYearLast, c.nettYearHere)),
      ],
      ['TARGET', ...answer.tableachievement.map((c) => (c.nett === 0 ? null : c.target))],
    ]);
    expect(sheet.getRow(5).getCell(2).numFmt).toBe('"Rp. "#,##0');

    // TRAFFIC SUMMARY & CONVERSION RATE: the table equals the answer; a month opens TRAFFIC
    // DETAIL with the traffic columns.
    const traffic = await drawnWidget(page, 'TrafficSummaryWidget');
    const trafficAnswer = await call<TrafficSummary>('charttrafficsummary');
    expect(
      await tableNumbers(
        traffic.getByRole('table', { name: 'TRAFFIC SUMMARY & CONVERSION RATE by month' }),
      ),
    ).toEqual(
      trafficAnswer.tableTrafficData.map((row) => [
        row.category,
        ...row.data.map((cell) => cell.value),
      ]),
    );
    await traffic.getByRole('button', { name: `Open TRAFFIC DETAIL for Mar ${YEAR}` }).click();
    const trafficDetail = await expectSalesDetail(
      page,
      authorization,
      'TRAFFIC DETAIL',
      { ...query, year: String(YEAR), month: '3' },
      ['Traffic', 'TrafficTrx', 'Conversion'],
      ['growthTrafficMtd', 'growthTrafficYtd'],
    );
    await screenshot(page, 'sales-widgets-traffic-detail-desktop', { fullPage: false });
    await page.keyboard.press('Escape');
    await trafficDetail.waitFor({ state: 'hidden' });

    // PROFIT DILUTION: the four kinds equal the answer; VIP opens MONTHLY CATEGORY VIP.
    const dilution = await drawnWidget(page, 'ProfitDilutionWidget');
    const dilutionAnswer = await call<ProfitDilution>('chartprofitdilution');
    const dilutionRow = (row: Record<string, unknown>) => [
      row.name,
      ...answer.tablecategory.map((month) => row[month] ?? null),
      row.totalYTD,
      row.totalYTDLast,
      row.growth,
    ];
    const { tableMarkdown, tableVip, tablePromo, tableTotal } = dilutionAnswer;
    expect(
      await tableNumbers(
        dilution.getByRole('table', { name: 'PROFIT DILUTION by kind and month' }),
      ),
    ).toEqual([tableMarkdown, tableVip, tablePromo, tableTotal].map(dilutionRow));
    // Lower is better: a month above last year's (N) went up and is red; the YTD change reads
    // in percentage points with the arrow of its sign.
    const dilutionTable = dilution.getByRole('table', {
      name: 'PROFIT DILUTION by kind and month',
    });
    const worse = answer.tablecategory.find((month) => tableTotal[`${month}Color`] === 'N');
    if (worse) {
      const cell = dilutionTable
        .locator('tbody tr')
        .nth(3)
        .locator('td')
        .nth(answer.tablecategory.indexOf(worse));
      expect(await cell.innerText()).toMatch(/^▲/);
    }
    const growthText = await dilutionTable
      .locator('tbody tr')
      .nth(3)
      .locator('td')
      .last()
      .innerText();
    expect(growthText).toMatch(/ pp$/);
    // The table is wider than its box: the box says so, with a fading edge on the right.
    const dilutionBox = dilution.getByRole('region', { name: 'PROFIT DILUTION by kind and month' });
    expect(await dilutionBox.getAttribute('data-overflow')).toBe('right');
    // At 1366 px the detail takes the full width like the others, and shows every month and
    // its last column without scrolling (issue 25, item 9); its title is said once.
    await page.setViewportSize({ width: 1366, height: 900 });
    await dilution.getByRole('button', { name: `Open MONTHLY CATEGORY VIP for ${YEAR}` }).click();
    const vip = page.getByRole('dialog', { name: `MONTHLY CATEGORY VIP ${YEAR}`, exact: true });
    await vip.getByRole('table').waitFor();
    expect((await vip.innerText()).split('MONTHLY CATEGORY VIP').length - 1).toBe(1);
    const vipBox = vip.getByRole('region', { name: `MONTHLY CATEGORY VIP ${YEAR}` });
    expect(await vipBox.getAttribute('data-overflow')).toBe('none');
    const lastHeading = await vip.getByRole('columnheader', { name: 'YTD' }).boundingBox();
    const boxEdge = await vipBox.boundingBox();
    expect((lastHeading?.x ?? 0) + (lastHeading?.width ?? 0)).toBeLessThanOrEqual(
      (boxEdge?.x ?? 0) + (boxEdge?.width ?? 0),
    );
    // The modal is as wide as the sales details (the viewport less its margins), not 'xl'
    // (780 px).
    expect((await vip.boundingBox())?.width ?? 0).toBeGreaterThan(1200);
    const vipAnswer = await call<ProfitDilutionDetail>('chartprofitdilutiondetail', {
      year: String(YEAR),
      month: DEMO_LAST_SALES_DATE.slice(5, 7).replace(/^0/, ''),
      kind: 'VIP',
    });
    const vipRows = await tableNumbers(vip.getByRole('table'));
    expect(vipRows.at(-1)).toEqual([
      'Total',
      ...vipAnswer.grandtotal.data,
      vipAnswer.grandtotal.persen,
    ]);
    expect(vipRows.map((row) => row[0])).toEqual([
      ...vipAnswer.body.map((row) => row.category),
      'Total',
    ]);
    await screenshot(page, 'sales-widgets-dilution-detail-desktop', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsAndShoot(page, 'sales-widgets-dilution-detail-phone', { fullPage: false });
    await vip.getByRole('button', { name: 'Close MONTHLY CATEGORY VIP' }).click();
    await page.context().close();
  });

  it('shows Retry when the call fails, and Retry recovers', async () => {
    const page = await suite.signedInBlankPage('manager', DESKTOP);
    const recover = await failUntilReleased(
      page,
      (url) => url.pathname.endsWith('/salessummary/chartsalessummary'),
      500,
      'The server had a problem.',
    );
    await page.goto(`${suite.portal.baseUrl}${PAGE_PATH}?company=KCG01`);
    const widget = page.locator('[data-widget=SalesSummaryWidget]');
    const alert = widget.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('The server had a problem.');
    // The KPI strip reads the same call: it fails alike, with its own Retry.
    const strip = page.locator('[data-kpi-strip]');
    await strip.getByRole('alert').waitFor();
    recover();
    await widget.getByRole('button', { name: 'Retry' }).click();
    await widget.locator('[data-chart-state=drawn]').waitFor();
    expect(await alert.count()).toBe(0);
    // One answer serves both: the strip's figures arrive with the widget's retry.
    await strip.locator('[data-kpi="mtd-nett"]').waitFor();
    await page.context().close();
  });

  it('draws the all-brand views per company and opens a company month', async () => {
    const page = await suite.signedInBlankPage('manager', DESKTOP);
    const allBrandCall = await openPage(page, 'company=All', 'chartsalessummaryviewbyall');
    const { authorization, query } = allBrandCall;
    const widget = await drawnWidget(page, 'SalesSummaryAllBrandWidget');
    const answer = await allBrandCall.answer<SalesSummaryAllBrand>();
    const rows = await rowTexts(
      widget.getByRole('table', {
        name: 'SALES SUMMARY ALL BRAND growth and achievement by company',
      }),
    );
    const blocks = answer.datatable.map((block) => `${block.companyName} (${block.company})`);
    expect(rows.filter((_, index) => index % 3 === 0).map((row) => row[0])).toEqual(blocks);
    const first = answer.datatable[0];
    expect(rows[1]?.slice(1).map(numberIn)).toEqual(
      first?.dataCurrentYearGrowth.map((c) => shownPercent(c.persenNettView, c.nettYearHere)),
    );
    await widget
      .getByRole('button', {
        name: `Open ACHIEVEMENT DETAIL for ${first?.companyName} Mar ${YEAR}`,
      })
      .click();
    const detail = await expectAchievementDetail(page, authorization, {
      company: first?.company ?? '',
      type: query.type ?? '',
      group: query.groupmain ?? '',
      outlet: 'All',
      year: String(YEAR),
      month: '3',
    });
    await detail.getByRole('button', { name: 'Close ACHIEVEMENT DETAIL' }).click();

    // PROFIT DILUTION ALL BRAND: TOTAL first, then a block per company.
    const dilution = await drawnWidget(page, 'ProfitDilutionAllBrandWidget');
    const dilutionAnswer = await salesCall<ProfitDilutionAllBrand>(
      suite.portal.baseUrl,
      authorization,
      'chartprofitdilutionviewbyall',
      {
        company: 'TOTAL',
        type: query.type ?? '',
        group: query.groupmain ?? '',
        year: String(YEAR),
        outlet: 'All',
      },
    );
    const dilutionRows = await rowTexts(
      dilution.getByRole('table', { name: 'PROFIT DILUTION ALL BRAND by company, kind and month' }),
    );
    expect(dilutionRows.filter((_, index) => index % 5 === 0).map((row) => row[0])).toEqual(
      dilutionAnswer.rows.map((row) =>
        row.company === 'TOTAL' ? 'TOTAL' : `${row.companyName} (${row.company})`,
      ),
    );
    expect(dilutionRows[4]?.slice(0, 2)).toEqual(['TOTAL', expect.any(String)]);
    expect(numberIn(dilutionRows[4]?.[1] ?? '')).toBe(
      dilutionAnswer.rows[0]?.tableTotal.Jan ?? null,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'sales-widgets-all-brand-desktop');
    await page.context().close();
  });

  it('reads a past year, ONLINE, the All filter and old data as they are (issue 25)', async () => {
    const page = await suite.signedInBlankPage('manager', DESKTOP);
    const pastYear = YEAR - 2;
    await openPage(page, `company=KCG01&year=${pastYear}`, 'chartsalessummary');
    // The years before the data begins have no legend entry, and nothing is set against Rp. 0.
    const summary = await drawnWidget(page, 'SalesSummaryWidget');
    const plot = await plotOf(summary.locator('[data-chart-state=drawn]'));
    expect(plot.legend).toEqual([`Sales ${pastYear}`]);
    const strip = page.locator('[data-kpi-strip]');
    await strip
      .getByText(`no Dec ${pastYear - 1} sales to compare`)
      .first()
      .waitFor();
    expect(await strip.innerText()).not.toMatch(/Rp\. 0(?![,\d])|-\s+vs /);

    // The data stops long before today (in the group's time zone): the page says so.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const daysAgo = (Date.parse(today) - Date.parse(DEMO_LAST_SALES_DATE)) / 86_400_000;
    expect(daysAgo).toBeGreaterThan(2);
    await page.getByText(`Data until 31 Oct ${YEAR} — ${daysAgo} days ago`).waitFor();

    // ONLINE has no door counter: the traffic widget does not say there are no sales.
    await page.goto(`${suite.portal.baseUrl}${PAGE_PATH}?company=KCG01&type=ONLINE`);
    const traffic = page.locator('[data-widget=TrafficSummaryWidget]');
    await traffic.getByText('No traffic readings for this selection (no door counter)').waitFor();
    expect(await traffic.getByText('No sales for this selection').count()).toBe(0);

    // Company All: the filter is the company (the way back), view-by and the year.
    await page.goto(`${suite.portal.baseUrl}${PAGE_PATH}?company=All&type=ONLINE&group=SF`);
    const filter = page.getByRole('region', { name: 'Filter' });
    for (const label of ['Company', 'View by', 'Year']) await field(filter, label).waitFor();
    for (const label of ['Type', 'Group', 'Outlet']) {
      expect([label, await field(filter, label).count()]).toEqual([label, 0]);
    }
    await page.waitForURL((url) => !url.searchParams.has('type'));
    await page.context().close();
  });

  it('fits a phone: the widgets and a modal', async () => {
    const page = await openSignedIn(suite, 'manager', `${PAGE_PATH}?company=KCG01`, PHONE);
    const widget = await drawnWidget(page, 'SalesSummaryWidget');
    await widget.evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, -70);
    await expectFitsAndShoot(page, 'sales-widgets-summary-phone', { fullPage: false });
    await widget.getByRole('button', { name: `Open ACHIEVEMENT DETAIL for Mar ${YEAR}` }).click();
    const dialog = page.getByRole('dialog', { name: 'ACHIEVEMENT DETAIL' });
    // A phone's detail leads with its TOTAL (as a card: the worklist's phone layout).
    await dialog.locator('[data-row-id="TOTAL"]').waitFor();
    await screenshot(page, 'sales-widgets-detail-phone', { fullPage: false });
    await page.context().close();
  });
});
