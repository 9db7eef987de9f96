/**
 * The ASP / UPT / ATV widget and the three LFL widgets in Chromium, against the real server:
 * their tables equal what the API answers, a month (a chart point, or its heading from the
 * keyboard) opens the right detail whose TOTAL row equals the detail call's, a click on the ASP
 * chart's oldest year is ignored, the LFL summary answer is fetched once for both widgets, and
 * the Excel downloads hold the tables' values.
 */
import {
  type AspUptAtv,
  DETAIL_PERIODS,
  type LflSalesSummary,
  type SalesDetail,
  totalPeriodName,
} from '@outlet-pulse/contracts';
import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesCall } from './support/api';
import { expectFitsAndShoot, screenshot, waitUntilStill } from './support/browser';
import { clickPoint, hoverPoint, tooltipText, waitForNoTooltip } from './support/charts';
import { DEMO_LAST_SALES_YEAR as YEAR } from './support/portal';
import { downloadedSheet, openSalesSummary, SALES_VIEWPORTS } from './support/sales';
import { useBrowserAndPortal } from './support/suite';
import { numberIn, realPercent, tableNumbers, tableValues } from './support/tables';

const { desktop: DESKTOP, phone: PHONE } = SALES_VIEWPORTS;

const METRICS = [
  {
    block: 'dataAverageSellingPrice',
    label: 'ASP',
    field: 'asp',
    title: 'AVERAGE SELLING PRICE ( ASP )',
  },
  {
    block: 'dataUnitPerTransaction',
    label: 'UPT',
    field: 'upt',
    title: 'UNIT PER TRANSACTION ( UPT )',
  },
  {
    block: 'dataAverageTransactionValue',
    label: 'ATV',
    field: 'atv',
    title: 'AVERAGE TRANSACTION VALUE ( ATV )',
  },
] as const;

/** The TOTAL row of a detail answer in the order of the modal's columns, after ID and OUTLET. */
function detailTotals(
  detail: SalesDetail,
  measures: string[],
  growth: string[],
): (number | null)[] {
  const totals = detail.mainHeader[0] as Record<string, unknown>;
  const read = (field: string) => {
    const value = totals[field];
    return typeof value === 'number' ? value : null;
  };
  return [
    ...DETAIL_PERIODS.flatMap((period) =>
      measures.map((measure) => read(`total${totalPeriodName(period)}${measure}`)),
    ),
    ...growth.map((field) => read(`total${field}`)),
  ];
}

/** The rows of a downloaded .xlsx under its title and heading rows, as numbers and labels. */
async function downloadedRows(page: Page, button: Locator, headingRows: number) {
  const { fileName, sheet } = await downloadedSheet(page, button);
  const rows: { values: (string | number | null)[]; formats: string[] }[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= 1 + headingRows) return;
    const values: (string | number | null)[] = [];
    const formats: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const cell = row.getCell(column);
      values.push((cell.value as string | number | null) ?? null);
      formats.push(cell.numFmt ?? '');
    }
    rows.push({ values, formats });
  });
  return { fileName, rows };
}

describe('the ASP / UPT / ATV and LFL widgets', () => {
  const suite = useBrowserAndPortal({ years: 3 });
  /** One signed-in page for both tabs: the manager sees every company. */
  let page: Page;

  beforeAll(async () => {
    page = await suite.signedInBlankPage('manager', DESKTOP);
  });

  /** Opens the page and returns the Authorization header and query of `call`'s request. */
  const openPage = (page: Page, search: string, call: string) =>
    openSalesSummary(page, suite.portal.baseUrl, search, call);

  /**
   * Does `open`, waits for the detail call it causes and the modal titled `title`, and checks
   * the modal's TOTAL row against the detail call's. Returns the modal.
   */
  async function openDetail(
    page: Page,
    open: () => Promise<unknown>,
    expected: { call: string; title: string; measures: string[]; growth: string[] },
    authorization: string,
  ) {
    const request = page.waitForRequest((sent) =>
      sent.url().includes(`/salessummary/${expected.call}?`),
    );
    await open();
    const query = Object.fromEntries(new URL((await request).url()).searchParams);
    const dialog = page.getByRole('dialog', { name: expected.title });
    const table = dialog.getByRole('table');
    await table.waitFor();
    const detail = await salesCall<SalesDetail>(
      suite.portal.baseUrl,
      authorization,
      expected.call,
      query,
    );
    const total = table.locator('tbody tr[data-row-id="TOTAL"]');
    await total.waitFor();
    const columns = [
      ...DETAIL_PERIODS.flatMap((period) =>
        expected.measures.map((measure) => `${period}${measure}`),
      ),
      ...expected.growth.map((field) => `${field[0]?.toLowerCase()}${field.slice(1)}`),
    ];
    const shown: (number | null)[] = [];
    for (const column of columns) {
      // ASP and ATV read in whole rupiah; the cell keeps its exact value in data-value.
      const cell = total.locator(`[data-column="${column}"]`);
      const exact = await cell.getAttribute('data-value');
      shown.push(exact === null ? numberIn(await cell.innerText()) : Number(exact));
    }
    expect(shown).toEqual(detailTotals(detail, expected.measures, expected.growth));
    // The title line keeps the server's month under the modal's own title.
    const month = detail.title.replace(/^ACHIEVEMENT DETAIL(?: LFL)?\s*/, '');
    const line = `${expected.title} ${month}`;
    expect(await dialog.getByText(line, { exact: true }).count()).toBe(1);
    // That line is the modal's title, said once (issue 25, item 8).
    await page.getByRole('dialog', { name: line, exact: true }).waitFor();
    expect((await dialog.innerText()).split(expected.title).length - 1).toBe(1);
    return { dialog, query, detail };
  }

  async function closeDetail(page: Page, dialog: Locator, name: string, shot: string) {
    await screenshot(page, `${shot}-desktop`, { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, `${shot}-phone`, { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: `Close ${name}` }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('draws ASP / UPT / ATV as the API answers, ignores ASP series 0 and opens the metric detail', async () => {
    const { authorization, query } = await openPage(page, 'company=KCG01', 'chartsales');
    const widget = page.locator('[data-widget=AspUptAtvWidget]');
    await widget.locator('[data-chart-state=drawn]').nth(2).waitFor();
    const answer = await salesCall<AspUptAtv>(
      suite.portal.baseUrl,
      authorization,
      'chartsales',
      query,
    );

    for (const metric of METRICS) {
      const block = answer[metric.block];
      expect(block.chartData.map((line) => line.name)).toEqual(
        [YEAR - 2, YEAR - 1, YEAR].map((year) => `${metric.label} ${year}`),
      );
      const table = widget.getByRole('table', {
        name: `${metric.title} growth and ${metric.label}`,
      });
      const hidden = (cell: { nett: number }, value: number | null) =>
        cell.nett === 0 ? null : value;
      // ASP and ATV read in whole rupiah; each cell keeps its exact value in data-value.
      if (metric.label !== 'UPT') {
        const text = await table.locator('tbody tr').nth(1).locator('td').first().innerText();
        expect(text).toMatch(/^Rp\. [\d.]+$/);
      }
      expect(await tableValues(table)).toEqual([
        ['GROWTH', ...block.tableData.map((cell) => hidden(cell, cell.growth))],
        [
          metric.label,
          ...block.tableData.map((cell) =>
            hidden(cell, (cell as unknown as Record<string, number | null>)[metric.field] ?? null),
          ),
        ],
      ]);
    }

    // A click on the oldest year of the ASP chart opens nothing.
    const aspChart = widget.locator('[data-chart-state=drawn]').first();
    let detailRequests = 0;
    const countDetail = (sent: Request) => {
      if (sent.url().includes('/salessummary/chartsalessummarydetail?')) detailRequests += 1;
    };
    page.on('request', countDetail);
    const aspSeries = answer.dataAverageSellingPrice.chartData;
    await clickPoint(page, aspChart, aspSeries, 0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The chart has taken the click (it hides the tooltip first) and the page has settled.
    await waitForNoTooltip(aspChart);
    await waitUntilStill(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(detailRequests).toBe(0);
    page.off('request', countDetail);

    // This year's March opens the ASP detail.
    const aspTitle = 'AVERAGE SELLING PRICE ( ASP ) DETAIL';
    const { dialog, query: detailQuery } = await openDetail(
      page,
      () => clickPoint(page, aspChart, aspSeries, 2, [2, 3, 4, 5, 6, 7, 8, 9]),
      {
        call: 'chartsalessummarydetail',
        title: aspTitle,
        measures: ['Nett', 'Target', 'Persen', 'Asp'],
        growth: ['GrowthMtd', 'GrowthYtd'],
      },
      authorization,
    );
    expect(detailQuery).toMatchObject({ company: 'KCG01', year: String(YEAR) });
    await closeDetail(page, dialog, aspTitle, 'sales-asp-detail');

    // The Excel download of the UPT table holds its values, as numbers in the screen's format.
    const upt = answer.dataUnitPerTransaction.tableData;
    const { fileName, rows } = await downloadedRows(
      page,
      widget.getByRole('button', {
        name: 'Download UNIT PER TRANSACTION ( UPT ) growth and UPT as Excel',
      }),
      1,
    );
    expect(fileName).toMatch(/^UNIT PER TRANSACTION \( UPT \) KCG01 \d{4}_\d{8}-\d{6}\.xlsx$/);
    expect(rows.map((row) => row.values)).toEqual([
      ['GROWTH', ...upt.map((cell) => (cell.nett === 0 ? null : realPercent(cell.growth)))],
      ['UPT', ...upt.map((cell) => (cell.nett === 0 ? null : cell.upt))],
      ['NETT', ...upt.map((cell) => (cell.nett === 0 ? null : cell.nett))],
    ]);
    expect(rows[0]?.formats[1]).toBe('0.00%');
    expect(rows[1]?.formats[1]).toBe('#,##0.00');
    expect(rows[2]?.formats[1]).toBe('"Rp. "#,##0');
  });

  it('draws the LFL tab from one lflsalessummary answer and opens each LFL detail', {
    timeout: 90_000,
  }, async () => {
    let summaryRequests = 0;
    const countSummary = (sent: Request) => {
      if (sent.url().includes('/salessummary/lflsalessummary?')) summaryRequests += 1;
    };
    page.on('request', countSummary);
    const aspRequest = page.waitForRequest((sent) =>
      sent.url().includes('/salessummary/lflsalesAspUptAtv?'),
    );
    const { authorization, query } = await openPage(page, 'company=KCG01&tab=2', 'lflsalessummary');
    const aspQuery = Object.fromEntries(new URL((await aspRequest).url()).searchParams);
    const summaryWidget = page.locator('[data-widget=LflSalesSummaryWidget]');
    const trafficWidget = page.locator('[data-widget=LflTrafficSummaryWidget]');
    const aspWidget = page.locator('[data-widget=LflAspUptAtvWidget]');
    await summaryWidget.locator('[data-chart-state=drawn]').waitFor();
    await trafficWidget.locator('[data-chart-state=drawn]').waitFor();
    await aspWidget.locator('[data-chart-state=drawn]').nth(2).waitFor();
    expect(summaryRequests).toBe(1);
    page.off('request', countSummary);
    const [summary, lflAsp] = await Promise.all([
      salesCall<LflSalesSummary>(suite.portal.baseUrl, authorization, 'lflsalessummary', query),
      salesCall<AspUptAtv>(suite.portal.baseUrl, authorization, 'lflsalesAspUptAtv', aspQuery),
    ]);
    expect(summary.chartSalesSummaryData.map((line) => line.name)).toEqual([
      `LFL ${YEAR - 1}`,
      `LFL ${YEAR}`,
    ]);

    // The tables equal the answers: GROWTH, the traffic rows, and LFL ASP / UPT / ATV unhidden.
    await summaryWidget.getByRole('heading', { name: 'LFL SUMMARY' }).waitFor();
    expect(
      await tableNumbers(summaryWidget.getByRole('table', { name: 'LFL SUMMARY growth' })),
    ).toEqual([['GROWTH', ...summary.tableSalesSummaryData.map((cell) => cell.persenNettView)]]);
    const trafficTable = trafficWidget.getByRole('table', {
      name: 'TRAFFIC SUMMARY & CONVERSION RATE LFL by category',
    });
    expect(await tableNumbers(trafficTable)).toEqual(
      summary.tableTrafficData.map((row) => [row.category, ...row.data.map((cell) => cell.value)]),
    );
    for (const metric of METRICS) {
      const block = lflAsp[metric.block];
      expect(block.chartData.map((line) => line.name)).toEqual(
        [YEAR - 1, YEAR].map((year) => `${metric.label} ${year}`),
      );
      const table = aspWidget.getByRole('table', {
        name: `${metric.title} LFL growth and ${metric.label}`,
      });
      expect(await tableValues(table)).toEqual([
        ['GROWTH', ...block.tableData.map((cell) => cell.growth)],
        [
          metric.label,
          ...block.tableData.map(
            (cell) => (cell as unknown as Record<string, number | null>)[metric.field] ?? null,
          ),
        ],
      ]);
    }
    await expectFitsAndShoot(page, 'sales-lfl-tab-desktop');

    // LFL SUMMARY: its month headings open ACHIEVEMENT DETAIL LFL (LFL said once), and a click
    // on last year's point opens it too.
    await summaryWidget
      .getByRole('button', { name: `Open ACHIEVEMENT DETAIL LFL for Mar ${YEAR}`, exact: true })
      .waitFor();
    const sales = await openDetail(
      page,
      () =>
        clickPoint(
          page,
          summaryWidget.locator('[data-chart-state=drawn]'),
          summary.chartSalesSummaryData,
          0,
          [1, 2, 3, 4, 5, 6],
        ),
      {
        call: 'lflsalessummarydetail',
        title: 'ACHIEVEMENT DETAIL LFL',
        measures: ['Nett', 'Target', 'Persen'],
        growth: ['GrowthMtd', 'GrowthYtd'],
      },
      authorization,
    );
    expect(sales.query).toMatchObject({ year: String(YEAR - 1) });
    await closeDetail(page, sales.dialog, 'ACHIEVEMENT DETAIL LFL', 'sales-lfl-summary-detail');

    // LFL traffic: a month heading opens TRAFFIC DETAIL LFL from the keyboard.
    const march = trafficWidget.getByRole('button', {
      name: `Open TRAFFIC DETAIL LFL for Mar ${YEAR}`,
    });
    const traffic = await openDetail(
      page,
      async () => {
        await march.focus();
        await page.keyboard.press('Enter');
      },
      {
        call: 'lflsalessummarydetail',
        title: 'TRAFFIC DETAIL LFL',
        measures: ['Traffic', 'TrafficTrx', 'Conversion'],
        growth: ['GrowthTrafficMtd', 'GrowthTrafficYtd'],
      },
      authorization,
    );
    expect(traffic.query).toMatchObject({ year: String(YEAR), month: '3' });
    await closeDetail(page, traffic.dialog, 'TRAFFIC DETAIL LFL', 'sales-lfl-traffic-detail');

    // LFL ASP: series 0 (last year) is not ignored; a click opens the ATV LFL detail.
    const atvTitle = 'AVERAGE TRANSACTION VALUE ( ATV ) LFL DETAIL';
    const atv = await openDetail(
      page,
      () =>
        clickPoint(
          page,
          aspWidget.locator('[data-chart-state=drawn]').nth(2),
          lflAsp.dataAverageTransactionValue.chartData,
          0,
          [4, 5, 6, 7, 8, 9, 1, 2, 3],
        ),
      {
        call: 'lflsalessummarydetail',
        title: atvTitle,
        measures: ['Nett', 'Target', 'Persen', 'Atv'],
        growth: ['GrowthMtd', 'GrowthYtd'],
      },
      authorization,
    );
    expect(atv.query).toMatchObject({ year: String(YEAR - 1) });
    // The ATV detail opens on the month's ATV, lowest first (issue 25, item 8).
    const atvHeading = atv.dialog.getByRole('columnheader', {
      name: `${atv.detail.headername.year_mtd} · ATV`,
    });
    expect(await atvHeading.getAttribute('aria-sort')).toBe('ascending');
    await closeDetail(page, atv.dialog, atvTitle, 'sales-lfl-atv-detail');

    // The traffic chart's conversion lines sit on the opposite axis: its tooltip says so.
    const trafficChart = trafficWidget.locator('[data-chart-state=drawn]');
    const conversion = summary.chartTrafficData.findIndex(
      (line) => line.name === `Conversion ${YEAR}`,
    );
    await hoverPoint(page, trafficChart, summary.chartTrafficData, conversion, [2, 3, 4]);
    expect((await tooltipText(trafficChart)).split('\n')[1]).toMatch(/^\d+,\d{2}%$/);

    // The Excel download of the traffic table holds its values.
    const { rows } = await downloadedRows(
      page,
      trafficWidget.getByRole('button', {
        name: 'Download TRAFFIC SUMMARY & CONVERSION RATE LFL by category as Excel',
      }),
      1,
    );
    expect(rows.map((row) => row.values)).toEqual(
      summary.tableTrafficData.map((row) => [
        row.category,
        ...row.data.map((cell) =>
          row.category === 'CONVERSION %' ? realPercent(cell.value) : cell.value,
        ),
      ]),
    );
    expect(rows.map((row) => row.formats[1])).toEqual(['#,##0', '#,##0', '0.00%']);

    await page.setViewportSize(PHONE);
    await aspWidget.locator('[data-chart-state=drawn]').nth(2).waitFor();
    await expectFitsAndShoot(page, 'sales-lfl-tab-phone');
  });
});
