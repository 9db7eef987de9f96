import { describe, expect, it } from 'vitest';
import { companyChoices, defaultFilter, offeredYears, resolveFilter } from './filter-state';
import { linkScopeOf, linkScopeText, scopedCompanyChoices, scopedYears } from './link-scope';

const companies = ['KCG01', 'KCG02', 'KCG03'];
const lists = { companies, types: ['STORES'], groups: ['O'], outlets: [] };

describe('what a page opened by a shared link offers', () => {
  it('reads the scope from the address: the company segment and the year parameter', () => {
    expect(linkScopeOf('KCG01', '2026')).toEqual({ company: 'KCG01', year: 2026 });
    expect(linkScopeOf('TOTAL', null)).toEqual({ company: 'TOTAL', year: null });
    expect(linkScopeOf('KCG01', '20x6')).toEqual({ company: 'KCG01', year: null });
  });

  it("offers only the link's company: a brand, TOTAL or All", () => {
    expect(companyChoices(companies, true, { company: 'KCG02', year: 2026 })).toEqual(['KCG02']);
    expect(companyChoices(companies, true, { company: 'TOTAL', year: 2026 })).toEqual(['TOTAL']);
    expect(companyChoices(companies, true, { company: 'All', year: 2026 })).toEqual(['All']);
    expect(companyChoices(companies, true)).toEqual(['TOTAL', 'All', ...companies]);
  });

  it("keeps the link's company even when the lists no longer hold it", () => {
    expect(scopedCompanyChoices([], { company: 'KCG05', year: 2026 })).toEqual(['KCG05']);
  });

  it("resolves any company the address names to the link's company", () => {
    const scope = { company: 'KCG01', year: 2026 };
    const edited = { ...defaultFilter({ company: 'KCG01', years: [2026] }), company: 'KCG02' };
    expect(resolveFilter(edited, lists, 'KCG01', true, scope)?.company).toBe('KCG01');
    const total = { ...edited, company: 'TOTAL' };
    expect(resolveFilter(total, lists, 'KCG01', true, scope)?.company).toBe('KCG01');
  });

  it("offers only the link's year, or every year when its address names none", () => {
    const years = offeredYears(2026);
    expect(scopedYears(years, { company: 'KCG01', year: 2025 })).toEqual([2025]);
    expect(scopedYears(years, { company: 'KCG01', year: null })).toEqual(years);
    expect(scopedYears(years, undefined)).toEqual(years);
  });

  it('says what the link shows', () => {
    expect(linkScopeText({ company: 'KCG01', year: 2026 }, 'Aruna Apparel')).toBe(
      'This link shows Aruna Apparel (KCG01) for 2026 only.',
    );
    expect(linkScopeText({ company: 'TOTAL', year: null }, undefined)).toBe(
      'This link shows TOTAL only.',
    );
    expect(linkScopeText({ company: 'All', year: 2025 }, undefined)).toBe(
      'This link shows all brands for 2025 only.',
    );
  });
});
