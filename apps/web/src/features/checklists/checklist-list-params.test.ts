import { describe, expect, it } from 'vitest';
import { checkedOnDay, checklistListQuery } from './checklist-list-params';

describe('the query of the list call', () => {
  it('always sends page, limit (15 by default) and keyword', () => {
    expect(checklistListQuery({ page: 1, keyword: '' })).toBe('page=1&limit=15&keyword=');
    expect(checklistListQuery({ page: 2, keyword: 'CL 2610' }, 10)).toBe(
      'page=2&limit=10&keyword=CL+2610',
    );
  });
});

describe('the date of a checklist', () => {
  it('is the day, YYYY-MM-DD', () => {
    expect(checkedOnDay('2026-10-05')).toBe('2026-10-05');
    expect(checkedOnDay('2026-10-05T00:00:00.000Z')).toBe('2026-10-05');
    expect(checkedOnDay('2026-10-05 00:00:00')).toBe('2026-10-05');
  });

  it('shows a value that is not a day unchanged', () => {
    expect(checkedOnDay('05/10/2026')).toBe('05/10/2026');
  });
});
