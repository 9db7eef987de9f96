/**
 * A figure and the detail it opens agree (DOMAIN.md): every month's cell of the sales summary,
 * the LFL summary, the traffic summary, the ASP/UPT/ATV panel and the profit dilution equals the
 * TOTAL row of the detail that month opens, to the rupiah and the hundredth, for callers who
 * see every company and for one who sees two. March 2026 is the running month.
 */
import { type DilutionKind, MONTH_NAMES } from '@outlet-pulse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines';
import { type SalesHarness, startSalesHarness } from '../../../test/sales-reference/harness';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

type Row = Record<string, unknown>;

describeEachEngine('chart cells and the details they open', (engine) => {
  let harness: SalesHarness;

  beforeAll(async () => {
    harness = await startSalesHarness(engine);
  });
  afterAll(async () => harness.stop());

  async function data(username: string, call: string, query: Record<string, string | number>) {
    const answer = await harness.get(username, call, query);
    expect(answer.statusCode, `${call} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200);
    return (answer.body as { data: Row }).data;
  }

  /** The TOTAL row at the head of the detail a cell opens. */
  async function detailTotal(
    username: string,
    call: string,
    query: Record<string, string | number>,
  ) {
    const detail = await data(username, call, query);
    return (detail.mainHeader as Row[])[0] as Row;
  }

  const cases = [
    ['manager', 'TOTAL', 2026],
    ['manager', 'TOTAL', 2025],
    ['manager', 'KCG02', 2026],
    ['staff', 'TOTAL', 2026],
    ['staff', 'KCG01', 2025],
  ] as const;

  describe.each(cases)('%s, %s %s', (username, company, year) => {
    const filter = { company, type: 'STORES', group: 'TOTALKCG', year, outlet: 'All' };

    it('sales summary: growth and achievement equal the detail’s MTD', async () => {
      const summary = await data(username, 'chartsalessummary', filter);
      for (const month of MONTHS) {
        const total = await detailTotal(username, 'chartsalessummarydetail', { ...filter, month });
        const growth = (summary.tablegrowth as Row[])[month - 1] as Row;
        const achievement = (summary.tableachievement as Row[])[month - 1] as Row;
        const at = `${MONTH_NAMES[month - 1]} ${year}`;
        expect(growth.nettYearHere, at).toBe(total.totalMonthNett);
        expect(growth.nettYearLast, at).toBe(total.totalLastMonthNett);
        expect(growth.persenNettView, at).toBe(total.totalGrowthMtd);
        expect(growth.status, at).toBe(total.totalGrowthMtdColor);
        expect(achievement.target, at).toBe(total.totalMonthTarget);
        expect(achievement.achievementPersen, at).toBe(total.totalMonthPersen);
        expect(achievement.status, at).toBe(total.totalMonthColor);
      }
    });

    it('the running month’s pacing equals the detail’s TOTAL pacing', async () => {
      const summary = await data(username, 'chartsalessummary', filter);
      const pacing = (summary.pacing as { month: Row | null }).month;
      // 2026: the running month; 2025: December, the year being over.
      if (pacing === null) throw new Error(`no pacing for ${year}`);
      const month = Number(String(pacing.to).slice(5, 7));
      const total = await detailTotal(username, 'chartsalessummarydetail', { ...filter, month });
      expect(pacing.nett).toBe(total.totalMonthNett);
      expect(pacing.targetToDate).toBe(total.totalMonthTarget);
      expect(pacing.achievementPersen).toBe(total.totalMonthPersen);
      expect(pacing.growthPersen).toBe(total.totalGrowthMtd);
      expect(pacing.target).toBe(total.totalMonthFullTarget);
      expect(pacing.projection).toBe(total.totalMonthProjection);
      expect(pacing.projectedPersen).toBe(total.totalMonthProjectedPersen);
      expect(pacing.neededPerDay).toBe(total.totalMonthNeededPerDay);
      expect(pacing.runRate).toBe(total.totalMonthRunRate);
    });

    it('LFL summary: growth equals the LFL detail’s MTD', async () => {
      const summary = await data(username, 'lflsalessummary', filter);
      for (const month of MONTHS) {
        const total = await detailTotal(username, 'lflsalessummarydetail', { ...filter, month });
        const cell = (summary.tableSalesSummaryData as Row[])[month - 1] as Row;
        expect(cell.persenNettView, `${MONTH_NAMES[month - 1]} ${year}`).toBe(total.totalGrowthMtd);
      }
    });

    it('traffic and ASP/UPT/ATV cells equal the detail’s MTD', async () => {
      if (company === 'TOTAL') return; // the spec shows neither widget for TOTAL
      const traffic = await data(username, 'charttrafficsummary', filter);
      const metrics = await data(username, 'chartsales', filter);
      const rows = traffic.tableTrafficData as { category: string; data: Row[] }[];
      const trafficRow = (category: string) =>
        rows.find((row) => row.category === category)?.data ?? [];
      for (const month of MONTHS) {
        const total = await detailTotal(username, 'chartsalessummarydetail', { ...filter, month });
        const at = `${MONTH_NAMES[month - 1]} ${year}`;
        const visitors = total.totalMonthTraffic;
        expect(trafficRow('TRAFFIC')[month - 1]?.value, at).toBe(visitors === 0 ? null : visitors);
        expect(trafficRow('CONVERSION %')[month - 1]?.value, at).toBe(total.totalMonthConversion);
        for (const [block, field, measure] of [
          ['dataAverageSellingPrice', 'asp', 'Asp'],
          ['dataUnitPerTransaction', 'upt', 'Upt'],
          ['dataAverageTransactionValue', 'atv', 'Atv'],
        ] as const) {
          const cell = ((metrics[block] as { tableData: Row[] }).tableData[month - 1] ?? {}) as Row;
          expect(cell[field], `${at} ${field}`).toBe(total[`totalMonth${measure}`]);
        }
      }
    });

    it('profit dilution: each month of each kind equals the category detail’s total', async () => {
      const dilution = await data(username, 'chartprofitdilution', filter);
      const tables: Record<DilutionKind, string> = {
        MARKDOWN: 'tableMarkdown',
        VIP: 'tableVip',
        PROMO: 'tablePromo',
        TOTAL: 'tableTotal',
      };
      for (const [kind, table] of Object.entries(tables)) {
        const detail = await data(username, 'chartprofitdilutiondetail', {
          ...filter,
          month: 3,
          kind,
        });
        const row = dilution[table] as Row;
        const total = detail.grandtotal as { data: (number | null)[]; persen: number | null };
        MONTH_NAMES.forEach((name, index) => {
          expect(row[name], `${kind} ${name} ${year}`).toBe(total.data[index]);
        });
        expect(row.totalYTD, `${kind} YTD ${year}`).toBe(total.persen);
      }
    });
  });
});
