import { rowNumber } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import {
  listQueryString,
  pageCount,
  pagedQueryString,
  readListView,
  readPage,
  readText,
  shownRange,
  writeListView,
  writeViewParams,
} from './list-view';

const params = (query: string) => new URLSearchParams(query);

describe('the view in the address', () => {
  const read = (query: string) => readListView(params(query));

  it('starts on page 1 with no keyword', () => {
    expect(read('')).toEqual({ page: 1, keyword: '' });
  });

  it('reads the page and the trimmed keyword', () => {
    expect(read('page=3&keyword=%20JKT%20')).toEqual({ page: 3, keyword: 'JKT' });
    expect(read('page=3&keyword=%20KCG01-001%20')).toEqual({ page: 3, keyword: 'KCG01-001' });
  });

  it('reads anything that is not a page number as page 1', () => {
    for (const page of ['0', '-2', 'two', '1.5', '', '99999999']) {
      expect(read(`page=${page}`).page, page).toBe(1);
      expect(readPage(params(`page=${page}`)), page).toBe(1);
    }
    expect(readPage(params('page=3'))).toBe(3);
    expect(readPage(params(''))).toBe(1);
  });

  it('cuts a keyword to the 100 characters the server accepts', () => {
    expect(read(`keyword=${'a'.repeat(150)}`).keyword).toHaveLength(100);
  });

  it('trims any text filter and cuts it to what the server accepts', () => {
    expect(readText(params('keyword=%20ani%20'), 'keyword', 100)).toBe('ani');
    expect(readText(params(`role=${'r'.repeat(50)}`), 'role', 40)).toHaveLength(40);
    expect(readText(params(''), 'role', 40)).toBe('');
  });

  it('leaves page 1 and an empty keyword out, and keeps other parameters', () => {
    const current = params('page=4&keyword=old&year=2026');
    expect(writeListView(current, { page: 1, keyword: '' }).toString()).toBe('year=2026');
    expect(writeListView(current, { page: 2, keyword: ' mall ' }).toString()).toBe(
      'page=2&keyword=mall&year=2026',
    );
    expect(current.toString(), 'the current parameters are not changed').toBe(
      'page=4&keyword=old&year=2026',
    );
  });

  it('leaves empty filters out too, and keeps parameters it does not own', () => {
    const current = params('page=4&keyword=old&role=admin&tab=2');
    expect(writeViewParams(current, 1, { keyword: '', role: ' ' }).toString()).toBe('tab=2');
    expect(writeViewParams(current, 2, { keyword: ' ani ', role: 'sales' }).toString()).toBe(
      'page=2&keyword=ani&role=sales&tab=2',
    );
    expect(writeViewParams(params('page=4&tab=2'), 1).toString()).toBe('tab=2');
    expect(current.toString(), 'the current parameters are not changed').toBe(
      'page=4&keyword=old&role=admin&tab=2',
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
    expect(listQueryString({ page: 1, keyword: '' }, 15, { role: '' })).toBe(
      'page=1&limit=15&keyword=&role=',
    );
  });

  it('sends page and limit, then every filter, for a list without a keyword', () => {
    expect(pagedQueryString(2, 10, { entity: 'user', user: 'a b' })).toBe(
      'page=2&limit=10&entity=user&user=a+b',
    );
    expect(pagedQueryString(3, 25)).toBe('page=3&limit=25');
  });
});

describe('paging', () => {
  it('numbers the rows of a page on from those of the pages before', () => {
    // page × limit − limit + index + 1; the contracts' rowNumber reads page 0 as page 1 too.
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
    expect(shownRange(1, 10, 10, 43)).toBe('Showing 1–10 of 43');
    expect(shownRange(5, 10, 3, 43)).toBe('Showing 41–43 of 43');
  });

  it('needs at least one page, and one more for a partial page', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(183, 15)).toBe(13);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
