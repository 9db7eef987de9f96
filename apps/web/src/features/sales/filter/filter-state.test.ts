import { describe, expect, it } from 'vitest';
import { buildBrandFilter } from '../widgets/test-answers';
import {
  companyChoices,
  defaultFilter,
  type FilterDefaults,
  type FilterState,
  fieldsShown,
  hasFilterParams,
  offeredYears,
  outletListQuery,
  pickGroups,
  pickOutlets,
  readFilterParams,
  replayChange,
  resolveFilter,
  toSalesFilter,
  withCompany,
  withGroups,
  withOutlets,
  withType,
  withYear,
  writeFilterParams,
} from './filter-state';

const defaults: FilterDefaults = { company: 'TOTAL', years: offeredYears(2026) };
const read = (search: string) => readFilterParams(new URLSearchParams(search), defaults);

function buildFilter(overrides: Partial<FilterState> = {}): FilterState {
  return { ...defaultFilter(defaults), ...overrides };
}

const lists = {
  companies: ['KCG01', 'KCG02', 'KCG03'],
  types: ['STORES', 'ONLINE', 'EVENT'],
  groups: ['O', 'SF', 'OF', 'F', 'TOTALKCG'],
  outlets: ['KCG01-0001', 'KCG01-0002'],
};

describe('the filter in the address', () => {
  it('offers the current year and the two before, newest first', () => {
    expect(offeredYears(2026)).toEqual([2026, 2025, 2024]);
  });

  it('opens on TOTAL, this year, STORES, group O, every outlet and the first tab', () => {
    expect(read('')).toEqual({
      state: {
        company: 'TOTAL',
        type: 'STORES',
        group: ['O'],
        outlet: ['All'],
        year: 2026,
        viewBy: 'TOTAL',
      },
      tab: 1,
    });
  });

  it('opens on the company of a beta link when the address names none', () => {
    const state = readFilterParams(new URLSearchParams(''), { ...defaults, company: 'KCG03' });
    expect(state.state.company).toBe('KCG03');
  });

  it('reads every value back that it wrote', () => {
    const brand = buildFilter({
      company: 'KCG01',
      type: 'ONLINE',
      group: ['O', 'SF'],
      outlet: ['KCG01-0001', 'KCG01-0002'],
      year: 2024,
    });
    const written = writeFilterParams(new URLSearchParams(), brand, 2);
    expect(written.toString()).toBe(
      'company=KCG01&type=ONLINE&group=O%2CSF&outlet=KCG01-0001%2CKCG01-0002&year=2024&tab=2',
    );
    expect(readFilterParams(written, defaults)).toEqual({ state: brand, tab: 2 });

    const allBrands = buildFilter({ company: 'All', viewBy: 'All' });
    const allWritten = writeFilterParams(new URLSearchParams(), allBrands, 1);
    expect(allWritten.toString()).toBe('company=All&viewby=All&year=2026&tab=1');
    expect(readFilterParams(allWritten, defaults).state).toEqual(allBrands);
  });

  it('writes no tab for a page without tabs', () => {
    const written = writeFilterParams(new URLSearchParams('tab=2'), buildFilter(), null);
    expect(written.has('tab')).toBe(false);
    expect(written.get('year')).toBe('2026');
  });

  it('keeps the parameters that are not the filter, such as a link token', () => {
    const written = writeFilterParams(new URLSearchParams('token=abc&year=2020'), buildFilter(), 1);
    expect(written.get('token')).toBe('abc');
    expect(written.getAll('year')).toEqual(['2026']);
  });

  it('takes a year from the address only when it is one of the three offered', () => {
    expect(read('year=2024').state.year).toBe(2024);
    expect(read('year=2023').state.year).toBe(2026);
    expect(read('year=20x5').state.year).toBe(2026);
  });

  it('falls back to the defaults for malformed values', () => {
    const { state, tab } = read('company=%3Cscript%3E&type=&group=,,&outlet=&viewby=BRAND&tab=7');
    expect(state).toEqual(defaultFilter(defaults));
    expect(tab).toBe(1);
  });

  it('reads lists given comma-separated or repeated, once each', () => {
    expect(read('group=O,SF&group=SF').state.group).toEqual(['O', 'SF']);
    expect(read('outlet=A1,All').state.outlet).toEqual(['All']);
  });

  it('tells an address that names the filter from one that names only the tab', () => {
    expect(hasFilterParams(new URLSearchParams('tab=2'))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('year=2025'))).toBe(true);
  });
});

describe('the reset rules of a filter change (spec 001 §4)', () => {
  const busy = buildFilter({
    company: 'KCG01',
    type: 'ONLINE',
    group: ['SF', 'OF'],
    outlet: ['KCG01-0001'],
    year: 2025,
  });

  it('resets type, group and outlet when the company changes', () => {
    expect(withCompany(busy, 'KCG02')).toEqual({
      ...busy,
      company: 'KCG02',
      type: 'STORES',
      group: ['O'],
      outlet: ['All'],
    });
  });

  it('resets the outlet when the type changes', () => {
    expect(withType(busy, 'EVENT')).toEqual({ ...busy, type: 'EVENT', outlet: ['All'] });
  });

  it('keeps type and group when the outlets change, so an ONLINE outlet stays viewable', () => {
    expect(withOutlets(busy, ['KCG01-0002'])).toEqual({ ...busy, outlet: ['KCG01-0002'] });
    expect(withOutlets(busy, []).outlet).toEqual(['All']);
  });

  it('asks for the outlets of the company, type and groups', () => {
    expect(outletListQuery('KCG01', 'ONLINE', ['O', 'SF'])).toEqual({
      company: 'KCG01',
      type: 'ONLINE',
      group: 'O,SF',
    });
    expect(outletListQuery('TOTAL', 'STORES', ['TOTALKCG'])).toEqual({
      company: 'TOTAL',
      type: 'STORES',
      group: 'TOTALKCG',
    });
  });

  it('changes nothing else for the group or the year', () => {
    expect(withGroups(busy, ['F'])).toEqual({ ...busy, group: ['F'] });
    expect(withGroups(busy, []).group).toEqual(['O']);
    expect(withYear(busy, 2024)).toEqual({ ...busy, year: 2024 });
  });

  it('lets All outlets and TOTAL KCG exclude the other choices', () => {
    expect(pickOutlets(['All'], ['All', 'KCG01-0001'])).toEqual(['KCG01-0001']);
    expect(pickOutlets(['KCG01-0001'], ['KCG01-0001', 'All'])).toEqual(['All']);
    expect(pickOutlets(['KCG01-0001'], ['KCG01-0001', 'KCG01-0002'])).toEqual([
      'KCG01-0001',
      'KCG01-0002',
    ]);
    expect(pickGroups(['O'], ['O', 'TOTALKCG'])).toEqual(['TOTALKCG']);
    expect(pickGroups(['TOTALKCG'], ['TOTALKCG', 'SF'])).toEqual(['SF']);
  });
});

describe('a change made on a screen drawn before the address moved on', () => {
  const brand = buildFilter({ company: 'KCG01' });

  it('keeps the first change when the second touches another field', () => {
    // The group OFFICE is in the address; the screen still shows group O when an outlet is picked.
    const now = withGroups(brand, ['O', 'OF']);
    const next = withOutlets(brand, ['KCG01-0001']);
    expect(replayChange(now, brand, next)).toEqual({
      ...brand,
      group: ['O', 'OF'],
      outlet: ['KCG01-0001'],
    });
  });

  it('replays a company change with its resets, whatever the first change was', () => {
    const now = withType(withGroups(brand, ['O', 'OF']), 'ONLINE');
    const next = withCompany(brand, 'KCG02');
    expect(replayChange(now, brand, next)).toEqual(withCompany(now, 'KCG02'));
  });

  it('replays a type change, which sets the outlet back to All', () => {
    const now = withOutlets(brand, ['KCG01-0002']);
    expect(replayChange(now, brand, withType(brand, 'ONLINE'))).toEqual({
      ...brand,
      type: 'ONLINE',
      outlet: ['All'],
    });
  });

  it('leaves the address as it is when nothing changed', () => {
    const now = withYear(brand, 2025);
    expect(replayChange(now, brand, brand)).toEqual(now);
  });
});

describe('checking the filter against the option lists', () => {
  it('waits for the lists it needs', () => {
    expect(resolveFilter(buildFilter(), { ...lists, groups: undefined }, 'TOTAL')).toBeUndefined();
    const outlets = buildFilter({ company: 'KCG01', outlet: ['KCG01-0001'] });
    expect(resolveFilter(outlets, { ...lists, outlets: undefined }, 'TOTAL')).toBeUndefined();
    expect(resolveFilter(buildFilter(), { ...lists, outlets: undefined }, 'TOTAL')).toEqual(
      buildFilter(),
    );
  });

  it('replaces unknown values by their defaults', () => {
    const unknown = buildFilter({
      company: 'KCG99',
      type: 'KIOSK',
      group: ['ZZ'],
      outlet: ['KCG09-0001'],
    });
    expect(resolveFilter(unknown, lists, 'TOTAL')).toEqual(buildFilter());
  });

  it('keeps the known values and drops the unknown outlets', () => {
    const mixed = buildFilter({
      company: 'KCG01',
      group: ['SF', 'ZZ'],
      outlet: ['KCG01-0002', 'KCG09-0001'],
    });
    expect(resolveFilter(mixed, lists, 'TOTAL')).toEqual({
      ...mixed,
      group: ['SF'],
      outlet: ['KCG01-0002'],
    });
  });

  it('keeps the outlets the new groups hold and drops the others', () => {
    const chosen = buildFilter({ company: 'KCG01', outlet: ['KCG01-0001', 'KCG01-0002'] });
    const regrouped = withGroups(chosen, ['SF']);
    expect(regrouped.outlet).toEqual(['KCG01-0001', 'KCG01-0002']);
    // The list of the SF outlets holds only the second.
    const sfOutlets = { ...lists, outlets: ['KCG01-0002'] };
    expect(resolveFilter(regrouped, sfOutlets, 'TOTAL')?.outlet).toEqual(['KCG01-0002']);
    expect(resolveFilter(regrouped, { ...lists, outlets: [] }, 'TOTAL')?.outlet).toEqual(['All']);
  });

  it('keeps an ONLINE outlet under type ONLINE', () => {
    const online = withOutlets(buildFilter({ company: 'KCG01', type: 'ONLINE' }), ['KCG01-0009']);
    const onlineOutlets = { ...lists, outlets: ['KCG01-0009'] };
    expect(resolveFilter(online, onlineOutlets, 'TOTAL')).toMatchObject({
      type: 'ONLINE',
      group: ['O'],
      outlet: ['KCG01-0009'],
    });
  });

  it('falls back to the preferred company when the user may see it, else to TOTAL', () => {
    const unknown = buildFilter({ company: 'KCG99' });
    expect(resolveFilter(unknown, lists, 'KCG02')?.company).toBe('KCG02');
    expect(resolveFilter(unknown, lists, 'KCG07')?.company).toBe('TOTAL');
  });

  it('offers no All (the all-brand view) where the screen has none', () => {
    expect(companyChoices(['KCG01', 'KCG03'], false)).toEqual(['TOTAL', 'KCG01', 'KCG03']);
    const allBrands = buildFilter({ company: 'All' });
    expect(resolveFilter(allBrands, lists, 'TOTAL', false)?.company).toBe('TOTAL');
    expect(resolveFilter(allBrands, lists, 'KCG02', false)?.company).toBe('KCG02');
    expect(resolveFilter(allBrands, lists, 'TOTAL')?.company).toBe('All');
  });

  it('gives a user of a single company only that company', () => {
    expect(companyChoices(['KCG01', 'KCG03'])).toEqual(['TOTAL', 'All', 'KCG01', 'KCG03']);
    expect(companyChoices(['KCG03'])).toEqual(['KCG03']);
    const resolved = resolveFilter(buildFilter(), { ...lists, companies: ['KCG03'] }, 'TOTAL');
    expect(resolved?.company).toBe('KCG03');
  });
});

describe('the all-brand view (company All)', () => {
  const fields = ['company', 'year', 'viewBy', 'type', 'group', 'outlet'] as const;

  it('is view-by plus year, with the company kept as the way back to a brand (spec 001 §2.11)', () => {
    expect(fieldsShown(fields, 'All')).toEqual(['company', 'year', 'viewBy']);
    expect(fieldsShown(fields, 'TOTAL')).toEqual(['company', 'year', 'type', 'group', 'outlet']);
    expect(fieldsShown(fields, 'KCG01')).toEqual(['company', 'year', 'type', 'group', 'outlet']);
  });

  it('shows STORES and group O whatever an address or an earlier brand said', () => {
    const fromAddress = read('company=All&viewby=All&type=ONLINE&group=SF,OF&year=2025').state;
    expect(fromAddress).toMatchObject({ type: 'STORES', group: ['O'], viewBy: 'All' });
    const kept = buildFilter({ company: 'All', type: 'EVENT', group: ['TOTALKCG'] });
    expect(resolveFilter(kept, lists, 'TOTAL')).toMatchObject({ type: 'STORES', group: ['O'] });
    expect(toSalesFilter(kept)).toMatchObject({ type: 'STORES', group: ['O'] });
  });
});

describe('the filter the widgets read', () => {
  it('is a brand filter for a company or TOTAL', () => {
    expect(toSalesFilter(buildFilter({ company: 'KCG01' }))).toEqual(buildBrandFilter());
  });

  it('is the all-brand filter, viewed by TOTAL or by brand, for All', () => {
    expect(toSalesFilter(buildFilter({ company: 'All', viewBy: 'All' }))).toEqual({
      kind: 'all-brands',
      viewBy: 'All',
      type: 'STORES',
      group: ['O'],
      year: 2026,
    });
  });
});
