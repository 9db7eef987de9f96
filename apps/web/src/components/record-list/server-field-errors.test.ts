import { describe, expect, it } from 'vitest';
import { serverFieldErrors, splitFieldErrors } from './server-field-errors';

describe('the server refusing a form', () => {
  it('puts the messages of known fields under them and keeps the rest for the toast', () => {
    const split = splitFieldErrors(
      [
        { field: 'idbranch', message: 'Id Branch is already used' },
        { field: 'region', message: 'Unknown region' },
        { field: '', message: 'Try again later' },
      ],
      ['idbranch', 'branchName'] as const,
    );
    expect(split.fieldErrors).toEqual([
      { field: 'idbranch', message: 'Id Branch is already used' },
    ]);
    expect(split.otherMessages).toEqual(['region: Unknown region', 'Try again later']);
  });

  it('has nothing to show when the server named no field', () => {
    expect(splitFieldErrors([], ['idbranch'])).toEqual({ fieldErrors: [], otherMessages: [] });
  });

  it('reads a message about a part of a field as about the field, when asked to', () => {
    const errors = [{ field: 'companies.0', message: 'unknown company ZZ' }];
    expect(splitFieldErrors(errors, ['companies']).fieldErrors).toEqual([]);
    expect(splitFieldErrors(errors, ['companies'], { byPathHead: true })).toEqual({
      fieldErrors: [{ field: 'companies', message: 'unknown company ZZ' }],
      otherMessages: [],
    });
  });
});

describe('messages under the fields of a form that keeps them by name', () => {
  const FIELDS = ['code', 'name', 'companies'] as const;

  it('reads a server field error by the head of its path, first message first', () => {
    expect(
      serverFieldErrors(
        [
          { field: 'companies.0', message: 'unknown company ZZ' },
          { field: 'companies', message: 'second message' },
          { field: 'name', message: 'taken' },
        ],
        FIELDS,
      ),
    ).toEqual({ companies: 'unknown company ZZ', name: 'taken' });
  });

  it('leaves out messages about fields the form does not have', () => {
    expect(serverFieldErrors([{ field: 'body', message: 'Unrecognized key' }], FIELDS)).toEqual({});
  });
});
