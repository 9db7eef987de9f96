import { describe, expect, it } from 'vitest';
import { branchOption, branchSearchKeyword } from './branch-search';

describe('searching the branch of a sub-branch', () => {
  const chosen = branchOption({ idbranch: 'JKT01', branchName: 'Grand Indonesia' });

  it('labels a branch with its id and name', () => {
    expect(chosen).toEqual({ value: 'JKT01', label: 'JKT01 · Grand Indonesia' });
  });

  it('searches for what is typed, trimmed', () => {
    expect(branchSearchKeyword('  grand ', chosen)).toBe('grand');
    expect(branchSearchKeyword('JKT', null)).toBe('JKT');
  });

  it('does not search for the label of the chosen branch', () => {
    expect(branchSearchKeyword('JKT01 · Grand Indonesia', chosen)).toBe('');
  });
});
