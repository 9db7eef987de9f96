import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './server-field-errors';

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
});
