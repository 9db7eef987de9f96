import type { Employee } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import {
  companiesSummary,
  companyFromRow,
  companyOptions,
  employeeOptions,
  OTHER_OUTLETS,
  outletOptionGroups,
  outletsWithinCompanies,
} from './user-options';

function buildEmployee(employeeID: string, name: string): Employee {
  return {
    employeeID,
    name,
    email: '',
    hiredDate: '2024-01-01',
    jobTitleName: '',
    departmentName: '',
    division: '',
    company: 'KCG01',
    isActive: true,
    hasUser: false,
  };
}

describe('employee choices', () => {
  const ani = buildEmployee('E1', 'Ani');
  const budi = buildEmployee('E2', 'Budi');

  it('names each employee with their ID', () => {
    expect(employeeOptions([ani], null)).toEqual([{ value: 'E1', label: 'Ani · E1' }]);
  });

  it('keeps the chosen employee first when a search no longer finds them', () => {
    expect(employeeOptions([budi], ani).map((option) => option.value)).toEqual(['E1', 'E2']);
    expect(employeeOptions([ani, budi], ani).map((option) => option.value)).toEqual(['E1', 'E2']);
  });
});

describe('company choices', () => {
  it('reads a master/company row and marks excluded companies', () => {
    const rows = [
      { id: 1, company: 'KCG01', companyName: 'Alpha', excluded: false },
      { id: 2, company: 'KCG09', companyName: 'Omega', excluded: 'Y' },
    ];
    expect(companyOptions(rows.map(companyFromRow), [])).toEqual([
      { value: 'KCG01', label: 'KCG01 · Alpha' },
      { value: 'KCG09', label: 'KCG09 · Omega (excluded)' },
    ]);
  });

  it('keeps a chosen company the list does not hold, by its code', () => {
    expect(companyOptions([], ['KCG05'])).toEqual([{ value: 'KCG05', label: 'KCG05' }]);
  });
});

describe('outlet choices', () => {
  const loaded = [
    { company: 'KCG01', outlets: [{ idbranch: 'A-1', branchName: 'Mall A' }] },
    { company: 'KCG02', outlets: [{ idbranch: 'B-1', branchName: 'Mall B' }] },
    { company: 'KCG03', outlets: [] },
  ];

  it('groups the outlets by company and skips companies without outlets', () => {
    expect(outletOptionGroups(loaded, ['A-1'])).toEqual([
      { group: 'KCG01', items: [{ value: 'A-1', label: 'Mall A · A-1' }] },
      { group: 'KCG02', items: [{ value: 'B-1', label: 'Mall B · B-1' }] },
    ]);
  });

  it('keeps a chosen outlet that no loaded company offers, under its code', () => {
    expect(outletOptionGroups(loaded, ['A-1', 'Z-9']).at(-1)).toEqual({
      group: OTHER_OUTLETS,
      items: [{ value: 'Z-9', label: 'Z-9' }],
    });
  });

  it('drops the outlets of a company no longer chosen, and keeps outlets not yet known', () => {
    expect(outletsWithinCompanies(['A-1', 'B-1', 'Z-9'], ['KCG01'], loaded)).toEqual([
      'A-1',
      'Z-9',
    ]);
  });
});

describe('a user’s companies in the list', () => {
  it('says all companies, or the codes with the number of outlets', () => {
    expect(companiesSummary({ allCompanies: true, companies: [], outlets: [] })).toBe(
      'All companies',
    );
    expect(
      companiesSummary({ allCompanies: false, companies: ['KCG01', 'KCG02'], outlets: [] }),
    ).toBe('KCG01, KCG02');
    expect(companiesSummary({ allCompanies: false, companies: ['KCG01'], outlets: ['A-1'] })).toBe(
      'KCG01 · 1 outlet',
    );
  });
});
