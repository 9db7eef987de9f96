import { describe, expect, it } from 'vitest';
import { auditListCodec, auditListQuery, isFiltered } from './audit-list-params';

const read = (query: string) => auditListCodec.read(new URLSearchParams(query));

describe('the audit log in the address', () => {
  it('starts on page 1 with every entity and everyone', () => {
    expect(read('')).toEqual({ page: 1, entity: '', user: '' });
    expect(isFiltered(read(''))).toBe(false);
  });

  it('reads page, entity and user', () => {
    expect(read('page=4&entity=role&user=%20admin%20')).toEqual({
      page: 4,
      entity: 'role',
      user: 'admin',
    });
  });

  it('reads an entity the server does not know as every entity', () => {
    expect(read('entity=invoice').entity).toBe('');
  });

  it('reads back what it writes, and leaves the defaults out', () => {
    const view = { page: 2, entity: 'user' as const, user: 'ani.w' };
    const written = auditListCodec.write(new URLSearchParams(), view);
    expect(read(written.toString())).toEqual(view);
    expect(auditListCodec.write(written, { page: 1, entity: '', user: '' }).toString()).toBe('');
  });
});

describe('the query of the audit call', () => {
  it('sends page, limit, entity and user, always all four', () => {
    expect(auditListQuery({ page: 1, entity: '', user: '' })).toBe('page=1&limit=15&entity=&user=');
    expect(auditListQuery({ page: 3, entity: 'branch', user: 'ani' })).toBe(
      'page=3&limit=15&entity=branch&user=ani',
    );
  });
});
