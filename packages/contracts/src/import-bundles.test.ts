import { describe, expect, it } from 'vitest';
import { IMPORT_LOAD_ORDER, kindOfFileName } from './import-bundles';
import { IMPORT_KINDS } from './imports';

describe('kindOfFileName', () => {
  it('reads the kind a name equals or starts with before - _ . or a space, ignoring case', () => {
    expect(kindOfFileName('daily-sales.csv')).toBe('daily-sales');
    expect(kindOfFileName('daily-sales-2026-11-23.xlsx')).toBe('daily-sales');
    expect(kindOfFileName('Outlet-Groups.csv')).toBe('outlet-groups');
    expect(kindOfFileName('outlet-types_v2.csv')).toBe('outlet-types');
    expect(kindOfFileName('traffic.night.csv')).toBe('traffic');
    expect(kindOfFileName('targets 2027.xlsx')).toBe('targets');
    expect(kindOfFileName('night/companies.csv')).toBe('companies');
    expect(kindOfFileName('outlets')).toBe('outlets');
  });

  it('gives no kind to a name that only looks like one', () => {
    for (const name of ['sales.csv', 'outletsX.csv', 'my-outlets.csv', 'daily.csv', '.csv']) {
      expect(kindOfFileName(name), name).toBeNull();
    }
  });
});

describe('IMPORT_LOAD_ORDER', () => {
  it('holds every kind once, master lists before outlets before what refers to outlets', () => {
    expect([...IMPORT_LOAD_ORDER].sort()).toEqual([...IMPORT_KINDS].sort());
    const at = (kind: (typeof IMPORT_KINDS)[number]) => IMPORT_LOAD_ORDER.indexOf(kind);
    expect(at('companies')).toBeLessThan(at('outlets'));
    // An employee's branch is an outlet, which the same import may add.
    expect(at('outlets')).toBeLessThan(at('employees'));
    expect(at('outlets')).toBeLessThan(at('daily-sales'));
    expect(at('daily-sales')).toBeLessThan(at('category-sales'));
  });
});
