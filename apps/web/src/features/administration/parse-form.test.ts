import { roleCreateSchema } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { parseForm, schemaFieldErrors } from './parse-form';

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

  it('reads an issue by the head of its path, first message first, known fields only', () => {
    expect(
      schemaFieldErrors(
        [
          { path: ['companies', 0], message: 'unknown company ZZ' },
          { path: ['companies'], message: 'second message' },
          { path: ['body'], message: 'Unrecognized key' },
          { path: [], message: 'about the whole form' },
        ],
        FIELDS,
      ),
    ).toEqual({ companies: 'unknown company ZZ' });
  });

  it('answers the body to send, or the messages to show', () => {
    expect(
      parseForm(roleCreateSchema, { code: 'area-manager', name: 'Area' }, FIELDS),
    ).toMatchObject({
      ok: true,
      payload: { code: 'area-manager', name: 'Area' },
    });
    expect(parseForm(roleCreateSchema, { code: 'area-manager', name: ' ' }, FIELDS)).toEqual({
      ok: false,
      errors: { name: 'Role name is required' },
    });
  });
});
