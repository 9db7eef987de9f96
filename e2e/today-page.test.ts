/**
 * The Today page (issue 26) in Chromium, against the real server, on a portal whose data ends
 * on Sunday 18 Oct 2026 (the Monday view): the weekend's cards, the freshness line and the
 * month's key figures equal the page's own call answered to the test, and the Sunday and the
 * month equal the sales detail's TOTAL row (an independent computation of the same days); the
 * daily chart and its table (a point and a row open the month's worklist); the league table's
 * sort and its drill to a brand's worklist sorted by pace; each chip's worklist holding its
 * outlets and their reasons; the keyboard's way through; and the phone: the first screen holds
 * yesterday, the key figures and the chips, the league table is cards, nothing scrolls sideways.
 */
import { createRequire } from 'node:module';
import type { SalesDetail, TodayAnswer } from '@outlet-pulse/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { salesCall } from './support/api';
import { expectFitsAndShoot, waitUntilStill } from './support/browser';
import { plotOf } from './support/charts';
import { signInByApi } from './support/session';
import { type BrowserAndPortal, useBrowserAndPortal } from './support/suite';

const TODAY_PATH = '/portal/sales/today';
/** A Sunday: the page is then the Monday's, with Saturday and Sunday. */
const LAST_SALES_DATE = '2026-10-18';
const MONTH_TITLE = 'ACHIEVEMENT DETAIL Oct 2026';
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core's serious and critical findings (WCAG 2.0–2.2 A and AA, best practices) on the page. */
async function seriousFindings(page: Page): Promise<string[]> {
  await waitUntilStill(page);
  const violations = (await page.evaluate(() =>
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a page script
    (window as any).axe
      .run(document, {
        resultTypes: ['violations'],
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      })
      .then((result: { violations: unknown }) => result.violations),
  )) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
      ),
    );
}

interface TodayCall {
  authorization: string;
  answer: TodayAnswer;
}

/** Opens the page and answers the test its own call, asked again with the page's session. */
async function openToday(page: Page, baseUrl: string, search = ''): Promise<TodayCall> {
  const request = page.waitForRequest(
    (sent) => sent.url().includes('/api/portal/sales/today') && !!sent.headers().authorization,
  );
  await page.goto(`${baseUrl}${TODAY_PATH}${search}`);
  const sent = await request;
  const authorization = sent.headers().authorization as string;
  const response = await fetch(sent.url(), { headers: { authorization } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: TodayAnswer };
  await page
    .locator('[data-widget=today-daily] [data-chart-state=drawn]')
    .waitFor({ timeout: 30_000 });
  return { authorization, answer: body.data };
}

/** A signed-in manager's Today page at `viewport`, and what its call answers. */
async function managerToday(
  suite: BrowserAndPortal,
  viewport: 'desktop' | 'phone' = 'desktop',
  search = '',
) {
  const page = await suite.signedInPage('manager', viewport);
  return { page, ...(await openToday(page, suite.portal.baseUrl, search)) };
}

async function figureOf(scope: Locator | Page, selector: string): Promise<number | null> {
  const value = await scope.locator(selector).first().getAttribute('data-value');
  return value === null ? null : Number(value);
}

/** The month's detail of the whole scope, as the sales summary's modal asks for it. */
function monthDetail(baseUrl: string, authorization: string, query: Record<string, string> = {}) {
  return salesCall<SalesDetail>(baseUrl, authorization, 'chartsalessummarydetail', {
    company: 'TOTAL',
    type: 'STORES',
    group: 'O',
    outlet: 'All',
    year: '2026',
    month: '10',
    ...query,
  });
}

/** The outlet rows of the worklist open in `dialog` (the TOTAL row left out). */
async function worklistOutlets(dialog: Locator): Promise<string[]> {
  const rows = dialog.locator('[data-row-id]:not([data-row-id=TOTAL])');
  await dialog.locator('[data-row-id=TOTAL]').first().waitFor();
  return rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-row-id') ?? ''));
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('the Today page on a Monday', () => {
  const suite = useBrowserAndPortal({ years: 2, lastSalesDate: LAST_SALES_DATE });

  it('shows Saturday and Sunday, the freshness line and the month as the API and the detail have them', {
    timeout: 120_000,
  }, async () => {
    const { page, authorization, answer } = await managerToday(suite, 'desktop');

    expect(answer.days.map((day) => [day.date, day.weekday])).toEqual([
      ['2026-10-17', 'Sat'],
      ['2026-10-18', 'Sun'],
    ]);
    const cards = page.locator('[data-section=yesterday] [data-day]');
    expect(
      await cards.evaluateAll((found) => found.map((card) => card.getAttribute('data-day'))),
    ).toEqual(['2026-10-17', '2026-10-18']);
    for (const day of answer.days) {
      const card = page.locator(`[data-day="${day.date}"]`);
      expect(await figureOf(card, '[data-figure=nett]')).toBe(day.nett);
      expect(await figureOf(card, '[data-figure=achievement]')).toBe(day.achievementPersen);
      expect(await figureOf(card, '[data-figure=same-weekday]')).toBe(day.sameWeekday.growthPersen);
      expect(await figureOf(card, '[data-figure=same-date]')).toBe(day.sameDate.growthPersen);
      // Each comparison names the day it compares with: 364 days before, and the same date.
      expect(await card.locator('[data-figure=same-weekday]').getAttribute('title')).toContain(
        day.date === '2026-10-18' ? 'Sun 19 Oct 2025' : 'Sat 18 Oct 2025',
      );
      expect(await card.locator('[data-figure=same-date]').getAttribute('title')).toContain(
        day.date === '2026-10-18' ? '18 Oct 2025' : '17 Oct 2025',
      );
    }

    // The Sunday and the month to date, against the sales detail of October (its TODAY is the
    // data day) for the same scope: every company the manager sees, STORES, group O.
    const detail = await monthDetail(suite.portal.baseUrl, authorization);
    const totals = detail.mainHeader[0];
    expect(detail.referenceDate.slice(0, 10)).toBe(LAST_SALES_DATE);
    expect(answer.days[1]?.nett).toBe(totals?.totalTodayNett);
    expect(answer.month.month?.nett).toBe(totals?.totalMonthNett);
    expect(await figureOf(page, '[data-kpi=mtd-nett]')).toBe(answer.month.month?.nett ?? null);
    expect(await figureOf(page, '[data-kpi=mtd-achievement]')).toBe(
      answer.month.month?.achievementPersen ?? null,
    );
    expect(await figureOf(page, '[data-kpi=ytd-nett]')).toBe(answer.month.year?.nett ?? null);

    // Data more than a day old reads in the warning colour, with the outlets that reported.
    const freshness = page.locator('[data-freshness]');
    const { reportedOutlets, expectedOutlets } = answer.freshness;
    expect(await freshness.innerText()).toContain(
      `Data until 18 Oct 2026 (${answer.freshness.ageDays} days ago) · ${reportedOutlets} of ${expectedOutlets} outlets reported`,
    );
    expect(await freshness.getAttribute('data-freshness')).toBe('stale');
    await expectFitsAndShoot(page, 'today-desktop');
  });

  it('draws the month day by day, and a point or a day of its table opens the month’s worklist', {
    timeout: 120_000,
  }, async () => {
    const { page, authorization, answer } = await managerToday(suite, 'desktop');
    const section = page.locator('[data-widget=today-daily]');
    const table = section.getByRole('table');
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(31);
    const dataDay = answer.daily.findIndex((day) => day.date === LAST_SALES_DATE);
    expect(dataDay).toBe(17);
    // The table's nett, target and growth of each sales day are the answer's, and the
    // cumulative nett at the data day is the month to date of the detail.
    const row = rows.nth(dataDay);
    // The cells after the date: DAY, NETT, TARGET, ACH. %, SAME WEEKDAY LY, GROWTH.
    const cells = row.locator('td');
    const day = answer.daily[dataDay];
    expect(await cells.nth(1).getAttribute('data-value')).toBe(String(day?.nett));
    expect(await cells.nth(2).getAttribute('data-value')).toBe(String(day?.target));
    expect(await cells.nth(4).getAttribute('data-value')).toBe(String(day?.lastYearNett));
    expect(await cells.nth(5).getAttribute('data-value')).toBe(String(day?.growthPersen));
    const detail = await monthDetail(suite.portal.baseUrl, authorization);
    expect(answer.daily[dataDay]?.cumulativeNett).toBe(detail.mainHeader[0]?.totalMonthNett);
    expect(answer.daily.at(-1)?.projectedCumulative).toBe(answer.month.month?.projection);
    // Days after the data day have no nett.
    expect(answer.daily.slice(dataDay + 1).every((day) => day.nett === null)).toBe(true);

    // The table's date button opens the month's worklist, up to the data day.
    await row
      .getByRole('button', { name: 'Open the outlets of Oct 2026 up to 18 Oct 2026' })
      .click();
    let dialog = page.getByRole('dialog', { name: MONTH_TITLE });
    const outlets = await worklistOutlets(dialog);
    expect(outlets.sort()).toEqual(detail.main.map((outlet) => outlet.no_branch).sort());
    await closeDialog(page, dialog);

    // A click on the data day's cumulative nett point opens the same worklist.
    const chart = section.locator('[data-chart-state=drawn]');
    await chart.scrollIntoViewIfNeeded();
    const plot = await plotOf(chart);
    const box = await chart.boundingBox();
    const axis = plot.axes[0];
    const value = answer.daily[dataDay]?.cumulativeNett ?? 0;
    if (!box || !axis) throw new Error('The chart has no box or axis.');
    const width = box.width - plot.left - plot.right;
    const height = box.height - plot.top - plot.bottom;
    await page.mouse.click(
      box.x + plot.left + ((dataDay + 0.5) * width) / answer.daily.length,
      box.y + plot.top + (1 - (value - axis.min) / (axis.max - axis.min)) * height,
    );
    dialog = page.getByRole('dialog', { name: MONTH_TITLE });
    await dialog.locator('[data-row-id=TOTAL]').first().waitFor();
    await closeDialog(page, dialog);
  });

  it('sorts the league table and opens a brand’s worklist sorted by pace', {
    timeout: 120_000,
  }, async () => {
    const { page, authorization, answer } = await managerToday(suite, 'desktop');
    const table = page.locator('[data-league-table]');
    const keys = () =>
      table
        .locator('tbody tr')
        .evaluateAll((found) => found.map((row) => row.getAttribute('data-row-key')));
    // Worst projected achievement first, as the server orders it; rows without one last.
    const projected = answer.league.rows.map((row) => row.projectedPersen);
    const known = projected.filter((value): value is number => value !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(await keys()).toEqual(answer.league.rows.map((row) => row.key));

    // Ties keep the server's order either way.
    const byNett = [...answer.league.rows].sort((a, b) => a.nett - b.nett).map((row) => row.key);
    const byNettDown = [...answer.league.rows]
      .sort((a, b) => b.nett - a.nett)
      .map((row) => row.key);
    const nettHeading = table.getByRole('button', { name: /^Nett MTD/ });
    await nettHeading.click();
    expect(await keys()).toEqual(byNett);
    expect(await table.locator('th[aria-sort=ascending]').innerText()).toContain('Nett MTD');
    await nettHeading.click();
    expect(await keys()).toEqual(byNettDown);

    // The worst brand's worklist: its outlets only, sorted by projected achievement.
    const worst = answer.league.rows[0];
    if (!worst) throw new Error('The league table is empty.');
    await table
      .getByRole('button', { name: `Open the outlets of ${worst.label}, by pace` })
      .click();
    const dialog = page.getByRole('dialog', { name: `${MONTH_TITLE} · ${worst.label}` });
    const outlets = await worklistOutlets(dialog);
    const detail = await monthDetail(suite.portal.baseUrl, authorization, {
      company: worst.company,
    });
    expect(outlets.sort()).toEqual(detail.main.map((outlet) => outlet.no_branch).sort());
    expect(await dialog.locator('th[aria-sort=ascending]').first().innerText()).toMatch(/PROJ/);
    expect(detail.mainHeader[0]?.totalMonthNett).toBe(worst.nett);
  });

  it('lists one brand’s groups and types instead of brands, each opening its own outlets', {
    timeout: 120_000,
  }, async () => {
    const { page, authorization, answer } = await managerToday(
      suite,
      'desktop',
      '?company=KCG01&type=STORES&group=TOTALKCG&outlet=All',
    );
    expect(answer.scope.companies.map((company) => company.code)).toEqual(['KCG01']);
    expect(answer.league.level).toBe('group-type');
    const table = page.locator('[data-league-table]');
    await table.getByRole('button', { name: 'Group · type' }).waitFor();
    const row = answer.league.rows[0];
    if (!row?.group) throw new Error('The one-brand league has no group row.');
    await table.getByRole('button', { name: `Open the outlets of ${row.label}, by pace` }).click();
    const dialog = page.getByRole('dialog', { name: `${MONTH_TITLE} · ${row.label}` });
    const outlets = await worklistOutlets(dialog);
    const detail = await monthDetail(suite.portal.baseUrl, authorization, {
      company: 'KCG01',
      group: row.group,
    });
    expect(outlets.sort()).toEqual(detail.main.map((outlet) => outlet.no_branch).sort());
    expect(detail.mainHeader[0]?.totalMonthNett).toBe(row.nett);
  });

  it('opens each chip’s worklist with exactly its outlets and their reasons', {
    timeout: 180_000,
  }, async () => {
    const { page, answer } = await managerToday(suite, 'desktop');
    const shown = answer.exceptions.filter((exception) => exception.count > 0);
    const chips = page.locator('[data-exception]');
    expect(
      await chips.evaluateAll((found) =>
        found.map((chip) => [
          chip.getAttribute('data-exception'),
          Number(chip.getAttribute('data-count')),
        ]),
      ),
    ).toEqual(shown.map((exception) => [exception.kind, exception.count]));
    if (shown.length === 0) {
      await page.getByText('No exceptions', { exact: false }).waitFor();
    }
    for (const exception of shown) {
      await page.locator(`[data-exception="${exception.kind}"]`).click();
      const dialog = page.getByRole('dialog');
      const outlets = await worklistOutlets(dialog);
      expect(outlets.sort()).toEqual(exception.outlets.map((outlet) => outlet.outletId).sort());
      for (const outlet of exception.outlets) {
        expect(
          await dialog.locator(`[data-reasons] [data-outlet="${outlet.outletId}"]`).innerText(),
        ).toContain(outlet.reason);
      }
      await closeDialog(page, dialog);
    }
  });

  it('is used by keyboard: a brand and a day open their worklists, Escape returns', {
    timeout: 120_000,
  }, async () => {
    const { page, answer } = await managerToday(suite, 'desktop');
    const first = answer.league.rows[0];
    if (!first) throw new Error('The league table is empty.');
    const brand = page.getByRole('button', { name: `Open the outlets of ${first.label}, by pace` });
    await brand.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${MONTH_TITLE} · ${first.label}` });
    await dialog.locator('[data-row-id=TOTAL]').first().waitFor();
    await closeDialog(page, dialog);
    expect(await brand.evaluate((button) => button === document.activeElement)).toBe(true);

    // Tab from the brand's button reaches the next row's; Shift+Tab back.
    await page.keyboard.press('Shift+Tab');
    const heading = page.getByRole('button', { name: /^Needed per day/ });
    await heading.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-league-table] th[aria-sort]').innerText()).toContain(
      'Needed per day',
    );
    const day = page.getByRole('button', { name: 'Open the outlets of Oct 2026 up to 1 Oct 2026' });
    await day.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: MONTH_TITLE })
      .locator('[data-row-id=TOTAL]')
      .first()
      .waitFor();
  });

  it('puts yesterday, the key figures and the chips on a phone’s first screen, and the brands in cards', {
    timeout: 120_000,
  }, async () => {
    const { page, answer } = await managerToday(suite, 'phone');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('The page has no viewport.');
    const inFirstScreen = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + Math.min(box.height, 60) <= viewport.height;
    };
    expect(await inFirstScreen(page.locator('[data-day="2026-10-18"]'))).toBe(true);
    expect(await inFirstScreen(page.locator('[data-kpi=mtd-nett]').first())).toBe(true);
    expect(await inFirstScreen(page.locator('[data-section=exceptions]'))).toBe(true);
    await expectFitsAndShoot(page, 'today-phone-first', { fullPage: false });

    // The league table is cards, one per row, each opening its brand's worklist.
    expect(await page.locator('[data-league-table]').count()).toBe(0);
    const cards = page.locator('[data-league-cards] [data-row-key]');
    expect(await cards.count()).toBe(answer.league.rows.length);
    // The daily chart keeps its height and fits the width.
    const chart = page.locator('[data-widget=today-daily] [data-chart-state=drawn]');
    const box = await chart.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(viewport.width);
    expect(box?.height).toBeGreaterThanOrEqual(300);
    await expectFitsAndShoot(page, 'today-phone');
  });

  it('has no serious or critical axe finding at 1366 and 390 px, nor in a chip’s worklist', {
    timeout: 120_000,
  }, async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await suite.page(viewport);
      await page.context().addInitScript({ path: AXE_SOURCE });
      await signInByApi(page.context(), suite.portal.baseUrl, 'manager');
      const { answer } = await openToday(page, suite.portal.baseUrl);
      expect(await seriousFindings(page), viewport).toEqual([]);
      const chip = answer.exceptions.find((exception) => exception.count > 0);
      if (chip) {
        await page.locator(`[data-exception="${chip.kind}"]`).click();
        await page.getByRole('dialog').locator('[data-row-id=TOTAL]').first().waitFor();
        expect(await seriousFindings(page), `${viewport}, ${chip.kind}`).toEqual([]);
      }
      await page.context().close();
    }
  });
});
