import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../components/record-list/record-form-schema';
import { ApiError } from '../../../lib/api-client';
import { offersDeactivation } from '../refused-delete';
import { codeListFormSchema, codeListFormValues, EMPTY_CODE_LIST_FORM } from './code-list-form';

describe('the code list form', () => {
  it("shows each list's messages of the empty form under their fields", () => {
    const messages = (kind: Parameters<typeof codeListFormSchema>[0]) => {
      return fieldMessages(codeListFormSchema(kind)(null), EMPTY_CODE_LIST_FORM);
    };
    expect(messages('company')).toEqual({
      code: 'Company Code is required',
      name: 'Company Name is required',
    });
    expect(messages('product-category')).toEqual({
      code: 'Category Code is required',
      name: 'Category Name is required',
    });
    expect(messages('outlet-type')).toEqual({
      code: 'Type Code is required',
      name: 'Type Name is required',
    });
    expect(messages('outlet-group')).toEqual({
      code: 'Group Code is required',
      name: 'Group Name is required',
    });
  });

  it('refuses a malformed code and the reserved TOTALKCG', () => {
    const attempt = (code: string) => {
      return fieldMessages(codeListFormSchema('outlet-group')(null), {
        ...EMPTY_CODE_LIST_FORM,
        code,
        name: 'x',
      });
    };
    expect(attempt('kiosk')).toEqual({
      code: 'Use only capital letters, digits and dashes (at most 20)',
    });
    expect(attempt('TOTALKCG')).toEqual({ code: 'TOTALKCG is reserved: it means every group' });
  });

  it('sends a company without an id for the next free one, or the id typed', () => {
    const company = { ...EMPTY_CODE_LIST_FORM, code: ' KCG20 ', name: ' New Co ' };
    expect(codeListFormSchema('company')(null).parse(company)).toEqual({
      kind: 'create',
      payload: { code: 'KCG20', name: 'New Co', active: true, excludedByDefault: false, id: null },
    });
    expect(
      codeListFormSchema('company')(null).parse({ ...company, id: '20' }).payload,
    ).toMatchObject({ id: 20 });
    expect(
      fieldMessages(codeListFormSchema('company')(null), { ...company, id: 'twenty' }),
    ).toEqual({
      id: 'Company Id must be a whole number from 1 to 99999',
    });
  });

  it('changes an entry without sending its code, nor a company its id', () => {
    const row = {
      code: 'KCG01',
      name: 'Aruna',
      active: true,
      kept: false,
      id: 1,
      excludedByDefault: false,
    };
    const values = codeListFormValues(row);
    expect(values).toEqual({
      code: 'KCG01',
      name: 'Aruna',
      active: true,
      id: '1',
      excludedByDefault: false,
    });
    expect(codeListFormSchema('company')('KCG01').parse({ ...values, active: false })).toEqual({
      kind: 'update',
      id: 'KCG01',
      payload: { name: 'Aruna', active: false, excludedByDefault: false },
    });
    const type = codeListFormValues({ code: 'ONLINE', name: 'ONLINE', active: true, kept: false });
    expect(codeListFormSchema('outlet-type')('ONLINE').parse(type)).toEqual({
      kind: 'update',
      id: 'ONLINE',
      payload: { name: 'ONLINE', active: true },
    });
  });
});

describe('a refused delete', () => {
  it('offers to deactivate only when the server says the code is in use', () => {
    const inUse =
      'Outlet type ONLINE is used by outlets, so it cannot be deleted. Deactivate it instead.';
    expect(offersDeactivation(new ApiError(409, inUse))).toBe(true);
    expect(
      offersDeactivation(
        new ApiError(
          409,
          'Outlet type STORES is a default of the sales filter: it may be renamed but not deleted.',
        ),
      ),
    ).toBe(false);
    expect(offersDeactivation(new ApiError(500, inUse))).toBe(false);
    expect(offersDeactivation(new Error(inUse))).toBe(false);
  });
});
