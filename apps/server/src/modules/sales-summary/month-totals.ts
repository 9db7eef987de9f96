/** Folds monthly facts into twelve month totals per year, over all or one company. */
import type { MonthlyFacts } from './sales-summary.repository';

export type MonthTotals = Omit<MonthlyFacts, 'companyCode' | 'year' | 'month'>;

export const emptyMonth = (): MonthTotals => ({
  gross: 0,
  markdown: 0,
  vip: 0,
  promo: 0,
  nett: 0,
  units: 0,
  transactions: 0,
  target: 0,
  visitors: 0,
});

const FIELDS = Object.keys(emptyMonth()) as (keyof MonthTotals)[];

/** Twelve totals for each requested year, adding up every company (or only `companyCode`). */
export function totalsByYear(
  facts: readonly MonthlyFacts[],
  years: readonly number[],
  companyCode?: string,
): Map<number, MonthTotals[]> {
  const totals = new Map(years.map((year) => [year, Array.from({ length: 12 }, emptyMonth)]));
  for (const fact of facts) {
    if (companyCode !== undefined && fact.companyCode !== companyCode) continue;
    const month = totals.get(fact.year)?.[fact.month - 1];
    if (!month) continue;
    for (const field of FIELDS) month[field] += fact[field];
  }
  return totals;
}

export function monthsOf(totals: Map<number, MonthTotals[]>, year: number): MonthTotals[] {
  return totals.get(year) ?? Array.from({ length: 12 }, emptyMonth);
}
