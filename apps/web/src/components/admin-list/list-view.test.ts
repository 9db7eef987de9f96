import { rowNumber } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { listQueryString, pageCount, readListView, shownRange, writeListView } from './list-view';

describe('the view in the address', () => {
  const read = (query: string) => readListView(new URLSearchParams(query));

  it('starts on page 1 with no keyword', () => {
    expect(read('')).toEqual({ page: 1, keyword: '' });
  });

  it('reads the page and the trimmed keyword', () => {
    expect(read('page=3&keyword=%20JKT%20')).toEqual({ page: 3, keyword: 'JKT' });
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
    const current = new URLSearchParams('page=4&keyword=old&year=2026');
    expect(writeListView(current, { page: 1, keyword: '' }).toString()).toBe('year=2026');
    expect(writeListView(current, { page: 2, keyword: ' mall ' }).toString()).toBe(
      'page=2&keyword=mall&year=2026',
    );
    expect(current.toString(), 'the current parameters are not changed').toBe(
      'page=4&keyword=old&year=2026',
    );
  });

  it('reads back what it writes', () => {
    const view = { page: 7, keyword: 'Grand Indonesia & co' };
    expect(readListView(writeListView(new URLSearchParams(), view))).toEqual(view);
  });
});

describe('the query of a list call', () => {
  it('always sends page, limit and keyword, then the filters', () => {
    expect(listQueryString({ page: 1, keyword: '' }, 15)).toBe('page=1&limit=15&keyword=');
    expect(listQueryString({ page: 2, keyword: 'Grand Ind' }, 15, { parent: 'JKT01' })).toBe(
      'page=2&limit=15&keyword=Grand+Ind&parent=JKT01',
    );
  });
});

describe('paging', () => {
  it('numbers the rows of a page on from those of the pages before', () => {
    // The view's page is 1-based; the contracts' rowNumber reads page 0 as page 1 too.
    expect(rowNumber(1, 15, 0)).toBe(1);
    expect(rowNumber(3, 15, 4)).toBe(35);
  });

  it('says which rows a page shows', () => {
    expect(shownRange(1, 15, 15, 183)).toBe('Showing 1–15 of 183');
    expect(shownRange(13, 15, 3, 183)).toBe('Showing 181–183 of 183');
    expect(shownRange(1, 15, 0, 0)).toBe('');
  });

  it('needs at least one page, and one more for a partial page', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
  });
});
