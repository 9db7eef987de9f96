import { describe, expect, it } from 'vitest';
import { checkSharedLinkCall, inSharedLinkScope } from './shared-link-calls';

/** 200 when the link's scope lets the call through, 403 when it refuses it, 500 otherwise. */
const statusOf = (...args: Parameters<typeof checkSharedLinkCall>) => {
  try {
    checkSharedLinkCall(...args);
  } catch (error) {
    return (error as { kind?: string }).kind === 'forbidden' ? 403 : 500;
  }
  return 200;
};

describe('a shared link’s scope', () => {
  const brand = { company: 'KCG01', year: 2026 };

  it('covers its company and year on every chart, and nothing else', () => {
    expect(statusOf(brand, 'chartsalessummary', { company: 'KCG01', year: 2026 })).toBe(200);
    expect(statusOf(brand, 'chartsales', { company: 'KCG02', year: 2026 })).toBe(403);
    expect(statusOf(brand, 'chartsales', { company: 'TOTAL', year: 2026 })).toBe(403);
    expect(statusOf(brand, 'lflsalessummary', { company: 'KCG01', year: 2025 })).toBe(403);
    expect(statusOf(brand, 'chartsalessummaryviewbyall', { year: 2026 })).toBe(403);
    expect(statusOf(brand, 'some-new-call', { company: 'KCG01' })).toBe(403);
  });

  it('lets a detail open the years its charts show', () => {
    for (const year of [2024, 2025, 2026]) {
      expect(statusOf(brand, 'chartsalessummarydetail', { company: 'KCG01', year })).toBe(200);
    }
    expect(statusOf(brand, 'lflsalessummarydetail', { company: 'KCG01', year: 2023 })).toBe(403);
  });

  it('gives an All link the all-brand views, their TOTAL and every company’s detail', () => {
    const all = { company: 'All', year: 2026 };
    expect(statusOf(all, 'chartprofitdilutionviewbyall', { company: 'TOTAL', year: 2026 })).toBe(
      200,
    );
    expect(statusOf(all, 'chartsalessummary', { company: 'TOTAL', year: 2026 })).toBe(200);
    expect(statusOf(all, 'chartsalessummary', { company: 'KCG01', year: 2026 })).toBe(403);
    expect(statusOf(all, 'chartsalessummarydetail', { company: 'KCG02', year: 2026 })).toBe(200);
  });

  it('offers options of its own company only, unless it is TOTAL or All', () => {
    expect(statusOf(brand, 'optionsoutlet', { company: ['KCG01'] })).toBe(200);
    expect(statusOf(brand, 'optionsoutlet', { company: ['KCG01', 'KCG02'] })).toBe(403);
    expect(
      statusOf({ company: 'TOTAL', year: 2026 }, 'optionsoutlet', { company: ['KCG02'] }),
    ).toBe(200);
    expect(inSharedLinkScope(brand, 'KCG02')).toBe(false);
    expect(inSharedLinkScope({ company: 'TOTAL', year: 2026 }, 'KCG02')).toBe(true);
    expect(inSharedLinkScope(undefined, 'KCG02')).toBe(true);
  });
});
