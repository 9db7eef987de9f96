import { roleCreateSchema } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors, serverFieldErrors } from './field-errors';

const FIELDS = ['code', 'name', 'companies'] as const;

describe('messages under the fields', () => {
  it('takes the contracts schema’s message of each field', () => {
    const result = roleCreateSchema.safeParse({ code: 'A B', name: ' ' });
    expect(result.success).toBe(false);
    expect(schemaFieldErrors(result.error?.issues ?? [], FIELDS)).toEqual({
      code: 'Use 2 to 40 lower-case letters, digits and dashes',
      name: 'Role name is required',
    });
  });

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
