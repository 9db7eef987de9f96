import { beforeAll, expect, it } from 'vitest';
import { MIGRATED, useTestDatabase } from '../../../test/database-templates';
import { describeEachEngine } from '../../../test/engines';
import { ChangeVersions } from '../../db/change-versions';
import { cachedFacts, type FactsSource } from './facts-cache';
import { FACT_PART, type MonthlyFacts } from './sales-summary.repository';
import type { Selection } from './selection';

const KCG01: Selection = { companies: ['KCG01'], type: 'STORES', groups: ['O'], outletIds: null };
const KCG02: Selection = { ...KCG01, companies: ['KCG02'] };

const factsOf = (selection: Selection): MonthlyFacts[] => [
  {
    companyCode: selection.companies[0] ?? '',
    year: 2026,
    month: 1,
    part: FACT_PART.month,
    gross: 1,
    markdown: 0,
    vip: 0,
    promo: 0,
    nett: 1,
    units: 1,
    transactions: 1,
    target: 0,
    visitors: 0,
    trafficTransactions: 0,
  },
];

/** A source that counts what it is asked, answers when released, or fails when told. */
function countingSource() {
  const asked: Selection[] = [];
  let failNext = false;
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const source: FactsSource = {
    async monthlyFacts(selection) {
      asked.push(selection);
      const failing = failNext;
      failNext = false;
      await gate;
      if (failing) throw new Error('the database went away');
      return factsOf(selection);
    },
  };
  return {
    source,
    asked,
    failNext: () => {
      failNext = true;
    },
    hold: () => {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

describeEachEngine('the facts cache', (engine) => {
  const testDatabase = useTestDatabase(engine, { from: MIGRATED });
  let changeVersions: ChangeVersions;

  beforeAll(() => {
    changeVersions = new ChangeVersions(testDatabase().database);
  });

  it('computes the facts of one question once for callers who ask at the same time', async () => {
    const counting = countingSource();
    const facts = cachedFacts(counting.source, changeVersions);
    counting.hold();
    const answers = Promise.all([
      facts.monthlyFacts(KCG01, [2025, 2026], {}),
      facts.monthlyFacts(KCG01, [2025, 2026], {}),
    ]);
    counting.release();
    const [first, second] = await answers;
    expect(second).toBe(first);
    expect(await facts.monthlyFacts(KCG01, [2025, 2026], {})).toBe(first);
    expect(counting.asked).toHaveLength(1);
  });

  it('asks afresh for another selection, other years or another like-for-like month', async () => {
    const counting = countingSource();
    const facts = cachedFacts(counting.source, changeVersions);
    await facts.monthlyFacts(KCG01, [2025, 2026], {});
    await facts.monthlyFacts(KCG02, [2025, 2026], {});
    await facts.monthlyFacts(KCG01, [2024, 2025, 2026], {});
    await facts.monthlyFacts(KCG01, [2025, 2026], { lflYear: 2026, lflRunning: null });
    expect(counting.asked).toHaveLength(4);
  });

  it('asks afresh once the sales data changed', async () => {
    const counting = countingSource();
    const facts = cachedFacts(counting.source, changeVersions);
    const before = await facts.monthlyFacts(KCG01, [2025, 2026], {});
    await changeVersions.bump('sales');
    const after = await facts.monthlyFacts(KCG01, [2025, 2026], {});
    expect(after).not.toBe(before);
    expect(counting.asked).toHaveLength(2);
  });

  it('keeps no failure: the next caller asks again', async () => {
    const counting = countingSource();
    const facts = cachedFacts(counting.source, changeVersions);
    counting.failNext();
    await expect(facts.monthlyFacts(KCG01, [2026], {})).rejects.toThrow('went away');
    expect(await facts.monthlyFacts(KCG01, [2026], {})).toEqual(factsOf(KCG01));
    expect(counting.asked).toHaveLength(2);
  });

  it('holds no more questions than its limit, the least recently asked going first', async () => {
    const counting = countingSource();
    const facts = cachedFacts(counting.source, changeVersions, { ttlMs: 60_000, maxEntries: 1 });
    await facts.monthlyFacts(KCG01, [2026], {});
    await facts.monthlyFacts(KCG02, [2026], {});
    await facts.monthlyFacts(KCG01, [2026], {});
    expect(counting.asked).toEqual([KCG01, KCG02, KCG01]);
  });
});
