import { describe, expect, it } from 'vitest';
import {
  checkedOnDay,
  listQueryString,
  pageCount,
  readListView,
  rowNumber,
  shownRange,
  writeListView,
} from './checklist-list-params';

describe('row numbering', () => {
  it('counts on from the rows of the pages before (page × limit − limit + index + 1)', () => {
    expect(rowNumber(1, 15, 0)).toBe(1);
    expect(rowNumber(1, 15, 14)).toBe(15);
    expect(rowNumber(2, 15, 0)).toBe(16);
    expect(rowNumber(3, 15, 4)).toBe(35);
    expect(rowNumber(4, 10, 9)).toBe(40);
  });

  it('says which rows a page shows', () => {
    expect(shownRange(1, 15, 15, 183)).toBe('Showing 1–15 of 183');
    expect(shownRange(13, 15, 3, 183)).toBe('Showing 181–183 of 183');
    expect(shownRange(1, 15, 0, 0)).toBe('');
  });

  it('needs at least one page, and one more for a partial page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
    expect(pageCount(183, 15)).toBe(13);
  });
});

describe('the view in the address', () => {
  const read = (query: string) => readListView(new URLSearchParams(query));

  it('starts on page 1 with no keyword', () => {
    expect(read('')).toEqual({ page: 1, keyword: '' });
  });

  it('reads the page and the trimmed keyword', () => {
    expect(read('page=3&keyword=%20KCG01-001%20')).toEqual({ page: 3, keyword: 'KCG01-001' });
  });

  it('reads anything that is not a page number as page 1', () => {
    for (const page of ['0', '-2', 'two', '1.5', '', '99999999']) {
      expect(read(`page=${page}`).page, page).toBe(1);
    }
  });

  it('cuts a keyword to the 100 characters the server accepts', () => {
    expect(read(`keyword=${'a'.repeat(150)}`).keyword).toHaveLength(100);
  });

  it('leaves page 1 and an empty keyword out, and keeps other parameters', () => {
    const current = new URLSearchParams('page=4&keyword=old&tab=2');
    expect(writeListView(current, { page: 1, keyword: '' }).toString()).toBe('tab=2');
    expect(writeListView(current, { page: 2, keyword: ' mall ' }).toString()).toBe(
      'page=2&keyword=mall&tab=2',
    );
    expect(current.toString(), 'the current parameters are not changed').toBe(
      'page=4&keyword=old&tab=2',
    );
  });

  it('reads back what it writes', () => {
    const view = { page: 7, keyword: 'Grand Indonesia & co' };
    expect(readListView(writeListView(new URLSearchParams(), view))).toEqual(view);
  });
});

describe('the query of the list call', () => {
  it('always sends page, limit (15 by default) and keyword', () => {
    expect(listQueryString({ page: 1, keyword: '' })).toBe('page=1&limit=15&keyword=');
    expect(listQueryString({ page: 2, keyword: 'CL 2610' }, 10)).toBe(
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
