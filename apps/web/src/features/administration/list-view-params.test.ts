import { describe, expect, it } from 'vitest';
import {
  listQueryString,
  pageCount,
  readPage,
  readText,
  shownRange,
  writeViewParams,
} from './list-view-params';

const params = (query: string) => new URLSearchParams(query);

describe('reading a list view from the address', () => {
  it('reads the page, and anything that is not a page number as page 1', () => {
    expect(readPage(params('page=3'))).toBe(3);
    for (const page of ['', '0', '-2', 'two', '1.5', '99999999']) {
      expect(readPage(params(`page=${page}`)), page).toBe(1);
    }
    expect(readPage(params(''))).toBe(1);
  });

  it('trims a text filter and cuts it to what the server accepts', () => {
    expect(readText(params('keyword=%20ani%20'), 'keyword', 100)).toBe('ani');
    expect(readText(params(`role=${'r'.repeat(50)}`), 'role', 40)).toHaveLength(40);
    expect(readText(params(''), 'role', 40)).toBe('');
  });
});

describe('writing a list view to the address', () => {
  it('leaves page 1 and empty filters out, and keeps parameters it does not own', () => {
    const current = params('page=4&keyword=old&role=admin&tab=2');
    expect(writeViewParams(current, 1, { keyword: '', role: ' ' }).toString()).toBe('tab=2');
    expect(writeViewParams(current, 2, { keyword: ' ani ', role: 'sales' }).toString()).toBe(
      'page=2&keyword=ani&role=sales&tab=2',
    );
    expect(current.toString(), 'the current parameters are not changed').toBe(
      'page=4&keyword=old&role=admin&tab=2',
    );
  });
});

describe('the list call and the pager', () => {
  it('always sends page, limit (15 by default) and every filter', () => {
    expect(listQueryString(1, { keyword: '', role: '' })).toBe('page=1&limit=15&keyword=&role=');
    expect(listQueryString(2, { entity: 'user', user: 'a b' }, 10)).toBe(
      'page=2&limit=10&entity=user&user=a+b',
    );
  });

  it('needs at least one page, and one more for a partial page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
  });

  it('says which rows a page shows, numbered as in spec 000 §9', () => {
    expect(shownRange(1, 15, 183)).toBe('Showing 1–15 of 183');
    expect(shownRange(13, 3, 183)).toBe('Showing 181–183 of 183');
    expect(shownRange(1, 0, 0)).toBe('');
  });
});
