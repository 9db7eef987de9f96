import { describe, expect, it } from 'vitest';
import { badgesOf, badgeTitle } from './outlet-badges';

const october = '2026-10-01';
const open = { status: 'OPEN', openDate: '2019-01-01', closeDate: null, lfl: true };

describe('the marks of an outlet row', () => {
  it('marks nothing on an outlet that traded the whole month in both years', () => {
    expect(badgesOf(open, october)).toEqual([]);
  });

  it('marks a closed outlet', () => {
    expect(badgesOf({ ...open, status: 'CLOSED', closeDate: '2026-05-31' }, october)).toEqual([
      'closed',
    ]);
  });

  it('marks an outlet opened after the first of the month last year as new, and only new', () => {
    expect(badgesOf({ ...open, openDate: '2025-10-02', lfl: false }, october)).toEqual(['new']);
    // Opened on that very day, it traded the whole month last year: not new.
    expect(badgesOf({ ...open, openDate: '2025-10-01' }, october)).toEqual([]);
  });

  it('marks a non-LFL outlet that is not new (one closing in the month)', () => {
    expect(
      badgesOf({ ...open, status: 'CLOSED', closeDate: '2026-10-12', lfl: false }, october),
    ).toEqual(['closed', 'non-lfl']);
    expect(badgesOf({ ...open, lfl: false }, october)).toEqual(['non-lfl']);
  });

  it('reads a full ISO open date too', () => {
    expect(badgesOf({ ...open, openDate: '2026-01-05T00:00:00.000Z' }, october)).toEqual(['new']);
  });

  it('says what each mark means', () => {
    expect(badgeTitle('closed', { ...open, closeDate: '2026-05-31' })).toBe('Closed on 2026-05-31');
    expect(badgeTitle('new', { ...open, openDate: '2026-01-05' })).toMatch(/opened on 2026-01-05/);
  });
});
