/**
 * The morning view in Chromium, on a portal whose October 2026 is the running month (20 of 31
 * days): the KPI strip's figures equal the API's pacing and LFL answer (for a brand, TOTAL and
 * the 'All' view, which reads TOTAL) and its tooltips name the days compared; every chart with
 * a running month marks it (data-running-month), its table heading reads 'MTD', the running
 * point's tooltip names its days, targets and last year's same days, and the Excel file holds
 * the amounts behind the table; on a phone the strip comes first and the tables open on the
 * running month without sideways page scrolling. Screenshots of the sales summary (sales and
 * LFL tabs, a brand, TOTAL, All) and the achievement summary at 1366 and 390 px.
 */
import type {
  AchievementSummary,
  LflSalesSummary,
  Pacing,
  SalesSummary,
} from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { salesCall } from './support/api';
import { expectFitsAndShoot, screenshot, VIEWPORTS } from './support/browser';
import { pointAt, runningMonthsOf, tooltipText } from './support/charts';
import { DEMO_RUNNING_LAST_SALES_DATE, DEMO_RUNNING_MONTH } from './support/portal';
import {
  ACHIEVEMENT_SUMMARY_PATH as ACHIEVEMENT_PATH,
  downloadedSheet,
  openSalesPage,
  SALES_SUMMARY_PATH as PAGE_PATH,
} from './support/sales';
import { useBrowserAndPortal } from './support/suite';
import { realPercent } from './support/tables';

const { year: YEAR, month: RUNNING_MONTH } = DEMO_RUNNING_MONTH;
const RUNNING_INDEX = RUNNING_MONTH - 1;
const MONTH = 'Oct';
const DAYS = `1–20 ${MONTH} ${YEAR}`;
const LAST_YEAR_DAYS = `1–20 ${MONTH} ${YEAR - 1}`;

/** Waits for `count` charts drawn, then expects every one of them to mark the running month. */
async function expectChartsMarkingRunningMonth(page: Page, count: number) {
  const drawn = page.locator('[data-chart-state=drawn]');
  await expect.poll(() => drawn.count(), { timeout: 20_000 }).toBe(count);
  expect(await runningMonthsOf(drawn)).toEqual(Array(count).fill(String(RUNNING_MONTH)));
}

/** The raw figure of a KPI tile (data-value), or null when the tile has none. */
async function kpiValue(page: Page, id: string): Promise<number | null> {
  const value = await page.locator(`[data-kpi="${id}"]`).first().getAttribute('data-value');
  return value === null ? null : Number(value);
}

/** Every figure of the strip, as the strip holds them. */
async function stripFigures(page: Page) {
  await page.locator('[data-kpi="mtd-nett"]').waitFor();
  // The LFL figure arrives with its own call.
  await expect
    .poll(() => page.locator('[data-kpi="lfl-growth"]').innerText(), { timeout: 20_000 })
    .not.toContain('Loading');
  const ids = [
    'mtd-nett',
    'mtd-achievement',
    'mtd-growth',
    'lfl-growth',
    'projection',
    'projected-achievement',
    'needed-per-day',
    'ytd-nett',
    'ytd-growth',
    'ytd-achievement',
  ];
  const figures: Record<string, number | null> = {};
  for (const id of ids) figures[id] = await kpiValue(page, id);
  return figures;
}

/** What the strip must show: the answer's pacing, and the LFL cell of the pacing month. */
function expectedFigures(pacing: Pacing, lfl: LflSalesSummary) {
  const { month, year } = pacing;
  if (!month || !year) throw new Error('The answer has no pacing.');
  return {
    'mtd-nett': month.nett,
    'mtd-achievement': month.achievementPersen,
    'mtd-growth': month.growthPersen,
    'lfl-growth':
      lfl.tableSalesSummaryData.find((cell) => cell.bulan === RUNNING_MONTH)?.persenNettView ??
      null,
    projection: month.projection,
    'projected-achievement': month.projectedPersen,
    'needed-per-day': month.neededPerDay,
    'ytd-nett': year.nett,
    'ytd-growth': year.growthPersen,
    'ytd-achievement': year.achievementPersen,
  };
}

describe('the morning view with a running month', () => {
  const suite = useBrowserAndPortal({ years: 3, lastSalesDate: DEMO_RUNNING_LAST_SALES_DATE });

  /** Opens the page and returns the session's Authorization header and the call's query. */
  const openPage = (page: Page, path: string, search: string, call: string) =>
    openSalesPage(page, `${suite.portal.baseUrl}${path}?${search}`, call);

  /** Opens a brand's sales summary; returns the page's session and what chartsalessummary answers. */
  async function openBrandSummary(page: Page) {
    const { authorization, query } = await openPage(
      page,
      PAGE_PATH,
      'company=KCG01',
      'chartsalessummary',
    );
    const answer = await salesCall<SalesSummary>(
      suite.portal.baseUrl,
      authorization,
      'chartsalessummary',
      query,
    );
    return { authorization, query, answer };
  }

  it('shows the API’s pacing and LFL growth in the KPI strip for a brand, TOTAL and All', {
    timeout: 120_000,
  }, async () => {
    const page = await suite.signedInBlankPage('manager');
    const totalQuery = {
      company: 'TOTAL',
      type: 'STORES',
      group: 'O',
      year: String(YEAR),
      outlet: 'All',
    };
    for (const [name, search, call] of [
      ['brand', 'company=KCG01', 'chartsalessummary'],
      ['total', 'company=TOTAL', 'chartsalessummary'],
      ['all', 'company=All', 'chartsalessummaryviewbyall'],
    ] as const) {
      const { authorization, query } = await openPage(page, PAGE_PATH, search, call);
      // The 'All' view reads TOTAL with the same type, groups and year.
      const stripQuery = name === 'all' ? totalQuery : query;
      const [summary, lfl] = await Promise.all([
        salesCall<SalesSummary>(
          suite.portal.baseUrl,
          authorization,
          'chartsalessummary',
          stripQuery,
        ),
        salesCall<LflSalesSummary>(
          suite.portal.baseUrl,
          authorization,
          'lflsalessummary',
          stripQuery,
        ),
      ]);
      expect(summary.runningMonth).toMatchObject({ year: YEAR, bulan: RUNNING_MONTH });
      expect([name, await stripFigures(page)]).toEqual([
        name,
        expectedFigures(summary.pacing, lfl),
      ]);
      const strip = page.locator('[data-kpi-strip]');
      await strip.getByText(`Month to date · ${DAYS} (20 of 31 days)`).waitFor();
      await page.locator('[data-chart-state=drawn]').first().waitFor();
      if (name === 'all') {
        // The all-brand sales and dilution charts mark the running month too.
        await expect
          .poll(() => page.locator('[data-running-month]').count(), { timeout: 20_000 })
          .toBe(2);
        expect(await runningMonthsOf(page.locator('[data-chart-state]'))).toEqual([
          String(RUNNING_MONTH),
          String(RUNNING_MONTH),
        ]);
      }
      await page.mouse.move(0, 0);
      await screenshot(page, `morning-view-${name}-desktop`);
    }

    // Each tile's tooltip says exactly which days it compares.
    const growth = page.locator('[data-kpi="mtd-growth"]');
    await growth.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toBe(`${DAYS} vs ${LAST_YEAR_DAYS}`);
    // Growth reads with an arrow and the colour of its flag.
    expect(await growth.innerText()).toMatch(/[▲▼]\s?-?[\d.]+,\d{2}%/);
    await page.context().close();
  });

  it('marks the running month on every chart, names its days in the tooltip and in the sheet', {
    timeout: 120_000,
  }, async () => {
    const page = await suite.signedInBlankPage('manager');
    const { answer } = await openBrandSummary(page);
    // Sales, traffic, dilution and the three ASP / UPT / ATV charts all mark October.
    await expectChartsMarkingRunningMonth(page, 6);

    // The table's October heading reads MTD.
    const summary = page.locator('[data-widget=SalesSummaryWidget]');
    const table = summary.getByRole('table', { name: 'SALES SUMMARY growth and achievement' });
    const heading = table.locator(`thead th[data-column-id="month-${RUNNING_INDEX}"]`);
    expect((await heading.innerText()).replace(/\s+/g, ' ')).toBe(`${MONTH} MTD`);

    // October's point of this year: month-to-date, named by its days, against the MTD target
    // and the month's, and last year's same days beside its whole month.
    const chart = summary.locator('[data-chart-state=drawn]');
    const thisYear = answer.chart.at(-1);
    const point = thisYear?.data[RUNNING_INDEX];
    if (point === null || point === undefined) throw new Error('October has no nett.');
    await pointAt(page, chart, RUNNING_INDEX, point);
    await expect
      .poll(() => tooltipText(chart), { timeout: 5000 })
      .toContain(`${MONTH} MTD · Sales ${YEAR}`);
    const lines = (await tooltipText(chart)).split('\n');
    const month = answer.pacing.month;
    expect(lines[1]).toBe(`${DAYS}, 20 of 31 days`);
    expect(lines[2]).toMatch(/^Nett : Rp\. [\d,]+ [KMBT] \(Rp\. [\d.]+\)$/);
    expect(Number(/\(Rp\. ([\d.]+)\)/.exec(lines[2] ?? '')?.[1]?.replaceAll('.', ''))).toBe(point);
    expect(lines[3]).toMatch(/^MTD target : Rp\. .+ · month : Rp\. .+$/);
    expect(lines[4]).toMatch(
      new RegExp(`^${LAST_YEAR_DAYS} : Rp\\. .+ · whole ${MONTH} ${YEAR - 1} : Rp\\. .+$`),
    );
    expect(month?.lastYearSameDays).toBe(answer.tablegrowth[RUNNING_INDEX]?.nettYearLast);
    await screenshot(page, 'morning-view-running-tooltip-desktop', { fullPage: false });
    await page.mouse.move(0, 0);

    // The sheet holds the amounts behind the table: October's last year is its same days.
    const { sheet } = await downloadedSheet(page, summary.getByRole('button', { name: /Excel$/ }));
    const column = RUNNING_INDEX + 2;
    expect(sheet.getRow(2).getCell(column).value).toBe(`${MONTH} MTD`);
    const growth = answer.tablegrowth[RUNNING_INDEX];
    const achievement = answer.tableachievement[RUNNING_INDEX];
    expect(
      [3, 4, 5, 6, 7].map((row) => [
        sheet.getRow(row).getCell(1).value,
        sheet.getRow(row).getCell(column).value,
      ]),
    ).toEqual([
      ['GROWTH', realPercent(growth?.persenNettView ?? 0)],
      ['ACHIEVEMENT', realPercent(achievement?.achievementPersen ?? 0)],
      [`NETT ${YEAR}`, growth?.nettYearHere],
      [`NETT ${YEAR - 1}`, growth?.nettYearLast],
      ['TARGET', achievement?.target],
    ]);
    expect(sheet.getRow(3).getCell(column).numFmt).toBe('0.00%');

    // The LFL tab and the achievement summary mark it too.
    await page.goto(`${suite.portal.baseUrl}${PAGE_PATH}?company=KCG01&tab=2`);
    await expectChartsMarkingRunningMonth(page, 5);
    await screenshot(page, 'morning-view-lfl-desktop');

    const achievementCall = await openPage(
      page,
      ACHIEVEMENT_PATH,
      'company=KCG01',
      'achievementsummary',
    );
    const achievementAnswer = await salesCall<AchievementSummary>(
      suite.portal.baseUrl,
      achievementCall.authorization,
      'achievementsummary',
      achievementCall.query,
    );
    const achievementChart = page.locator(
      '[data-widget="AchievementSummaryWidget"] [data-chart-state="drawn"]',
    );
    await achievementChart.waitFor();
    expect(await achievementChart.getAttribute('data-running-month')).toBe(String(RUNNING_MONTH));
    await page
      .getByRole('table', { name: 'SALES ACHIEVEMENT SUMMARY by month' })
      .getByText(`${MONTH} MTD`, { exact: true })
      .waitFor();
    expect(await kpiValue(page, 'mtd-nett')).toBe(achievementAnswer.pacing.month?.nett);
    expect(await kpiValue(page, 'projection')).toBe(achievementAnswer.pacing.month?.projection);
    await page.mouse.move(0, 0);
    await screenshot(page, 'morning-view-achievement-desktop');
    await page.context().close();
  });

  it('puts the KPI strip first on a phone and opens the tables on the running month', {
    timeout: 120_000,
  }, async () => {
    const page = await suite.signedInBlankPage('manager', 'phone');
    for (const [name, search] of [
      ['brand', 'company=KCG01'],
      ['total', 'company=TOTAL'],
      ['all', 'company=All'],
      ['lfl', 'company=KCG01&tab=2'],
    ] as const) {
      await page.goto(`${suite.portal.baseUrl}${PAGE_PATH}?${search}`);
      const strip = page.locator('[data-kpi-strip]');
      await page.locator('[data-kpi="mtd-nett"]').waitFor();
      const firstWidget = page.locator('[data-widget]').first();
      await firstWidget.locator('[data-chart-state=drawn]').waitFor();
      const filter = page.getByRole('region', { name: 'Filter' });
      const [stripBox, widgetBox, filterBox] = await Promise.all([
        strip.boundingBox(),
        firstWidget.boundingBox(),
        filter.boundingBox(),
      ]);
      // The strip comes before the filter and the widgets: it is what the page is opened for.
      expect(stripBox?.y).toBeLessThan(filterBox?.y ?? 0);
      expect(stripBox?.y).toBeLessThan(widgetBox?.y ?? 0);
      await expectFitsAndShoot(page, `morning-view-${name}-phone`);

      // Each widget table opens on the running month: its column is inside the table's box.
      const regions = firstWidget.getByRole('region');
      const region = regions.first();
      const running = region.locator(`thead th[data-column-id="month-${RUNNING_INDEX}"]`);
      await running.waitFor();
      const [regionBox, runningBox] = await Promise.all([
        region.boundingBox(),
        running.boundingBox(),
      ]);
      if (!regionBox || !runningBox) throw new Error('The table has no box.');
      expect(runningBox.x).toBeGreaterThanOrEqual(regionBox.x);
      expect(runningBox.x + runningBox.width).toBeLessThanOrEqual(
        regionBox.x + regionBox.width + 1,
      );
    }

    await page.goto(`${suite.portal.baseUrl}${ACHIEVEMENT_PATH}?company=KCG01`);
    await page.locator('[data-kpi="mtd-nett"]').waitFor();
    await page.locator('[data-chart-state=drawn]').waitFor();
    const stripBox = await page.locator('[data-kpi-strip]').boundingBox();
    const widgetBox = await page.locator('[data-widget]').first().boundingBox();
    expect(stripBox?.y).toBeLessThan(widgetBox?.y ?? 0);
    await expectFitsAndShoot(page, 'morning-view-achievement-phone');
    await page.context().close();
  });

  it('hides the chart tooltip when a point opens a modal', async () => {
    const page = await suite.signedInBlankPage('manager', VIEWPORTS.desktop);
    const { answer } = await openBrandSummary(page);
    const chart = page.locator('[data-widget=SalesSummaryWidget] [data-chart-state=drawn]');
    await chart.waitFor();
    const march = answer.chart.at(-1)?.data[2];
    if (march === null || march === undefined) throw new Error('March has no nett.');
    await pointAt(page, chart, 2, march);
    await expect.poll(() => tooltipText(chart), { timeout: 5000 }).toContain(`Mar · Sales ${YEAR}`);
    await page.mouse.down();
    await page.mouse.up();
    await page.getByRole('dialog', { name: 'ACHIEVEMENT DETAIL' }).waitFor();
    expect(await tooltipText(chart)).toBe('');
    await page.context().close();
  });
});
