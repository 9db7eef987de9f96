import { describe, expect, it } from 'vitest';
import { groupIntoBundles } from './inbox-bundles';

const KINDS = ['category-sales', 'daily-sales', 'outlets'];
const kindOf = (name: string) => KINDS.find((kind) => name.toLowerCase().startsWith(kind)) ?? null;

describe('groupIntoBundles', () => {
  it('loads the loose files of one night together', () => {
    expect(groupIntoBundles(['daily-sales.csv', 'category-sales.csv'], kindOf)).toEqual([
      ['category-sales.csv', 'daily-sales.csv'],
    ]);
  });

  it('puts two nights of one kind in successive bundles, in name order', () => {
    expect(
      groupIntoBundles(
        [
          'daily-sales-2026-11-23.csv',
          'category-sales-2026-11-22.csv',
          'daily-sales-2026-11-22.csv',
          'category-sales-2026-11-23.csv',
        ],
        kindOf,
      ),
    ).toEqual([
      ['category-sales-2026-11-22.csv', 'daily-sales-2026-11-22.csv'],
      ['category-sales-2026-11-23.csv', 'daily-sales-2026-11-23.csv'],
    ]);
  });

  it('gives each zip and each file of no kind a bundle of its own', () => {
    expect(
      groupIntoBundles(['night.zip', 'notes.txt', 'outlets.csv', 'daily-sales.zip'], kindOf),
    ).toEqual([['outlets.csv'], ['daily-sales.zip'], ['night.zip'], ['notes.txt']]);
  });
});
