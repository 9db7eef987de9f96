import { describe, expect, it } from 'vitest';
import type { DetailRow } from './detail-model';
import { buildDetailPeriod } from './detail-period.fixture';
import { shownTotal } from './shown-total';

const running = buildDetailPeriod();

function outlet(id: string, values: DetailRow['values']): DetailRow {
  return {
    id,
    name: id,
    total: false,
    closed: false,
    company: 'KCG01',
    companyName: 'Aruna Apparel',
    badges: [],
    values,
  };
}

/** Two outlets whose ratios differ a lot: an average of their ratios is far from the truth. */
const big = outlet('KCG01-0001', {
  monthNett: 900_000_000,
  monthTarget: 1_000_000_000,
  monthPersen: 90,
  monthUnits: 3000,
  monthTransactions: 1000,
  monthAsp: 300_000,
  monthUpt: 3,
  monthAtv: 900_000,
  monthTraffic: 5000,
  monthTrafficTrx: 900,
  monthConversion: 18,
  lastmonthNett: 800_000_000,
  lastmonthTraffic: 4000,
  growthMtd: 12.5,
  growthTrafficMtd: 25,
  YearNett: 9_000_000_000,
  lastYearNett: 10_000_000_000,
  growthYtd: -10,
  monthFullTarget: 1_550_000_000,
  monthProjection: 1_400_000_000,
  monthProjectedPersen: 90.32,
});
const small = outlet('KCG01-0002', {
  monthNett: 100_000_001,
  monthTarget: 50_000_000,
  monthPersen: 200,
  monthUnits: 1001,
  monthTransactions: 999,
  monthAsp: 99_900.1,
  monthUpt: 1,
  monthAtv: 100_100.1,
  // No traffic reading this month: no visitors, not 0.
  monthTraffic: null,
  monthTrafficTrx: null,
  monthConversion: null,
  lastmonthNett: 0,
  lastmonthTraffic: null,
  growthMtd: null,
  growthTrafficMtd: null,
  YearNett: 1_000_000_000,
  lastYearNett: 0,
  growthYtd: null,
  monthFullTarget: 77_500_000,
  monthProjection: 155_000_002,
  monthProjectedPersen: 200,
});

describe('the TOTAL of the outlets a search shows', () => {
  it('adds up the amounts and names itself by how many it adds up', () => {
    const total = shownTotal([big, small], running);
    expect(total).toMatchObject({ id: 'TOTAL', name: 'TOTAL of 2 shown', total: true });
    expect(total.values.monthNett).toBe(1_000_000_001);
    expect(total.values.monthTarget).toBe(1_050_000_000);
    expect(total.values.monthUnits).toBe(4001);
    expect(total.values.monthTransactions).toBe(1999);
    expect(total.values.YearNett).toBe(10_000_000_000);
  });

  it('recomputes every ratio from the sums, never as an average of the ratios', () => {
    const { values } = shownTotal([big, small], running);
    // 1,000,000,001 ÷ 1,050,000,000 × 100 = 95.238…, where the average of 90 and 200 is 145.
    expect(values.monthPersen).toBe(95.24);
    expect(values.monthColor).toBe('N');
    // 1,000,000,001 ÷ 4,001 units, 4,001 ÷ 1,999 transactions, 1,000,000,001 ÷ 1,999.
    expect(values.monthAsp).toBe(249_937.52);
    expect(values.monthUpt).toBe(2);
    expect(values.monthAtv).toBe(500_250.13);
    // Growth against the sum of last year's: (1,000,000,001 − 800,000,000) ÷ 800,000,000.
    expect(values.growthMtd).toBe(25);
    expect(values.growthMtdColor).toBe('Y');
    expect(values.growthYtd).toBe(0);
    // Projected achievement from the summed projections and month targets.
    expect(values.monthProjection).toBe(1_555_000_002);
    expect(values.monthFullTarget).toBe(1_627_500_000);
    expect(values.monthProjectedPersen).toBe(95.55);
    expect(values.monthProjectedColor).toBe('N');
    // (1,627,500,000 − 1,000,000,001) ÷ 11 days left.
    expect(values.monthNeededPerDay).toBe(57_045_454);
    expect(values.monthRunRate).toBe(1_550_000_002);
  });

  it('counts traffic only where there is a reading, and has none where no outlet has one', () => {
    const { values } = shownTotal([big, small], running);
    expect(values.monthTraffic).toBe(5000);
    expect(values.monthTrafficTrx).toBe(900);
    expect(values.monthConversion).toBe(18);
    expect(values.growthTrafficMtd).toBe(25);
    const unread = shownTotal([small], running).values;
    expect([unread.monthTraffic, unread.monthConversion, unread.growthTrafficMtd]).toEqual([
      null,
      null,
      null,
    ]);
    expect(unread.growthTrafficMtdColor).toBe('X');
  });

  it('leaves empty what no shown outlet has: a month to come has no achievement or growth', () => {
    const toCome = buildDetailPeriod({ state: 'to-come', daysElapsed: 0, to: '2026-10-31' });
    const future = (row: DetailRow) =>
      outlet(row.id, {
        monthNett: 0,
        monthTarget: row.values.monthTarget ?? null,
        monthPersen: null,
        monthFullTarget: row.values.monthFullTarget ?? null,
        monthProjection: null,
        lastmonthNett: row.values.lastmonthNett ?? null,
        growthMtd: null,
      });
    const { values } = shownTotal([future(big), future(small)], toCome);
    expect(values.monthTarget).toBe(1_050_000_000);
    expect(values.monthPersen).toBeNull();
    expect(values.monthColor).toBe('X');
    expect(values.growthMtd).toBeNull();
    expect(values.monthFullTarget).toBe(1_627_500_000);
    expect([values.monthProjection, values.monthRunRate, values.monthNeededPerDay]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('needs nothing more per day once the shown outlets together meet their month target', () => {
    const met = outlet('KCG01-0003', {
      monthNett: 90,
      monthFullTarget: 100,
      monthProjection: 150,
    });
    const over = outlet('KCG01-0004', {
      monthNett: 200,
      monthFullTarget: 100,
      monthProjection: 300,
    });
    expect(shownTotal([met, over], running).values.monthNeededPerDay).toBe(0);
    expect(shownTotal([met], running).values.monthNeededPerDay).toBe(1);
  });
});
