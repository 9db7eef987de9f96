import { describe, expect, it } from 'vitest';
import { describeFilter, droppedNotice, filterParamsOf, savedViewFilterOf } from './view-filter';

describe('a saved view’s filter', () => {
  it('is saved from the sales filter’s fields, one company or TOTAL, and read back as parameters', () => {
    const brand = savedViewFilterOf({
      company: 'KCG01',
      type: 'STORES',
      group: ['O', 'P'],
      outlet: ['KCG01-0001'],
    });
    expect(brand).toEqual({
      companies: ['KCG01'],
      type: 'STORES',
      groups: ['O', 'P'],
      outlets: ['KCG01-0001'],
    });
    expect(filterParamsOf(brand)).toEqual({
      company: 'KCG01',
      type: 'STORES',
      group: 'O,P',
      outlet: 'KCG01-0001',
    });
    const total = savedViewFilterOf({
      company: 'TOTAL',
      type: 'EVENT',
      group: ['TOTALKCG'],
      outlet: ['All'],
    });
    expect(total).toEqual({
      companies: 'TOTAL',
      type: 'EVENT',
      groups: ['TOTALKCG'],
      outlets: 'All',
    });
    expect(filterParamsOf({ ...total, companies: ['KCG01', 'KCG03'] }).company).toBe('KCG01,KCG03');
  });

  it('is described in one line, and a dropped company in one notice', () => {
    expect(
      describeFilter({
        companies: ['KCG01', 'KCG03'],
        type: 'STORES',
        groups: ['O'],
        outlets: 'All',
      }),
    ).toBe('KCG01, KCG03 · STORES · O · all outlets');
    expect(
      describeFilter({
        companies: 'TOTAL',
        type: 'STORES',
        groups: ['TOTALKCG'],
        outlets: ['A', 'B', 'C', 'D'],
      }),
    ).toBe('all your companies · STORES · all groups · 4 outlets');
    expect(droppedNotice(['KCG03'])).toBe(
      'KCG03 is no longer yours to see: the view shows the rest.',
    );
  });
});
