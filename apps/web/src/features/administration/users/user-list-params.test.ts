import { describe, expect, it } from 'vitest';
import { isFiltered, userListCodec, userListQuery } from './user-list-params';

const read = (query: string) => userListCodec.read(new URLSearchParams(query));

describe('the users list in the address', () => {
  it('starts on page 1 with no search and every role', () => {
    expect(read('')).toEqual({ page: 1, keyword: '', role: '' });
    expect(isFiltered(read(''))).toBe(false);
  });

  it('reads page, keyword and role', () => {
    expect(read('page=2&keyword=%20ani%20&role=store-manager')).toEqual({
      page: 2,
      keyword: 'ani',
      role: 'store-manager',
    });
  });

  it('reads back what it writes, and leaves the defaults out', () => {
    const view = { page: 3, keyword: 'Ani & co', role: 'admin' };
    const written = userListCodec.write(new URLSearchParams(), view);
    expect(read(written.toString())).toEqual(view);
    expect(userListCodec.write(written, { page: 1, keyword: '', role: '' }).toString()).toBe('');
  });

  it('counts a role alone as a filter', () => {
    expect(isFiltered({ page: 1, keyword: '', role: 'admin' })).toBe(true);
  });
});

describe('the query of the users call', () => {
  it('sends page, limit, keyword and role, always all four', () => {
    expect(userListQuery({ page: 1, keyword: '', role: '' })).toBe(
      'page=1&limit=15&keyword=&role=',
    );
  });
});
