import { describe, expect, it } from 'vitest';
import { employeeFilterQuery, readEmployeeFilters, writeEmployeeFilters } from './employee-filters';

describe("the Employee screen's filters in the address", () => {
  it('reads a company and a status, and anything else as every employee', () => {
    expect(readEmployeeFilters(new URLSearchParams('company=KCG01&active=inactive'))).toEqual({
      company: 'KCG01',
      active: 'inactive',
    });
    expect(readEmployeeFilters(new URLSearchParams('active=maybe'))).toEqual({
      company: '',
      active: 'all',
    });
  });

  it('starts again on page 1 and keeps the search when a filter changes', () => {
    const next = writeEmployeeFilters(new URLSearchParams('page=3&keyword=ayu'), {
      company: 'KCG02',
      active: 'all',
    });
    expect(next.toString()).toBe('keyword=ayu&company=KCG02');
  });

  it('sends only the filters that narrow the list', () => {
    expect(employeeFilterQuery({ company: '', active: 'all' })).toEqual({});
    expect(employeeFilterQuery({ company: 'KCG01', active: 'active' })).toEqual({
      company: 'KCG01',
      active: 'active',
    });
  });
});
