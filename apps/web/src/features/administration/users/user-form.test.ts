import { ADMIN_MESSAGES, type User } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { formOutcome } from '../../../components/record-list/record-form-schema';
import {
  NEW_USER_FORM,
  newUserFormSchema,
  type UserFormValues,
  userChangeFormSchema,
  userFormValues,
} from './user-form';

const parseNewUser = (values: UserFormValues) => formOutcome(newUserFormSchema, values);
const parseUserChange = (values: UserFormValues) => formOutcome(userChangeFormSchema, values);

function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'ani.w',
    employeeID: 'E0007',
    name: 'Ani Wijaya',
    email: 'ani@example.test',
    role: 'store-manager',
    roleName: 'Store manager',
    allCompanies: false,
    companies: ['KCG01'],
    outlets: ['KCG01-001'],
    seesExcludedCompanies: false,
    isActive: true,
    passwordIsDefault: false,
    hasSecondFactor: false,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

const filled = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({
  ...NEW_USER_FORM,
  username: ' ani.w ',
  employeeID: 'E0007',
  role: 'store-manager',
  companies: ['KCG02', 'KCG01', 'KCG01'],
  outlets: ['KCG01-001'],
  ...overrides,
});

describe('a new user', () => {
  it('starts active, with no role and no companies', () => {
    expect(NEW_USER_FORM).toMatchObject({ isActive: true, role: '', companies: [] });
  });

  it('becomes the create body, trimmed and with its company codes sorted once', () => {
    expect(parseNewUser(filled())).toEqual({
      ok: true,
      payload: {
        username: 'ani.w',
        employeeID: 'E0007',
        role: 'store-manager',
        allCompanies: false,
        companies: ['KCG01', 'KCG02'],
        outlets: ['KCG01-001'],
        seesExcludedCompanies: false,
        isActive: true,
      },
    });
  });

  it('says under each field what is missing, in the contracts’ words', () => {
    expect(parseNewUser(NEW_USER_FORM)).toEqual({
      ok: false,
      errors: {
        username: ADMIN_MESSAGES.usernameRequired,
        employeeID: ADMIN_MESSAGES.employeeRequired,
        role: ADMIN_MESSAGES.roleRequired,
        companies: ADMIN_MESSAGES.companiesRequired,
      },
    });
  });

  it('refuses a username with spaces', () => {
    const result = parseNewUser(filled({ username: 'ani w' }));
    expect(result).toMatchObject({
      ok: false,
      errors: { username: ADMIN_MESSAGES.usernamePattern },
    });
  });

  it('sends no company or outlet list with all companies', () => {
    const result = parseNewUser(filled({ allCompanies: true }));
    expect(result).toMatchObject({
      ok: true,
      payload: { allCompanies: true, companies: [], outlets: [] },
    });
  });
});

describe('changing a user', () => {
  it('fills the form from the user', () => {
    expect(userFormValues(buildUser())).toEqual({
      username: 'ani.w',
      employeeID: 'E0007',
      role: 'store-manager',
      allCompanies: false,
      companies: ['KCG01'],
      outlets: ['KCG01-001'],
      seesExcludedCompanies: false,
      isActive: true,
    });
  });

  it('sends neither the username nor the employee, which never change', () => {
    const result = parseUserChange(userFormValues(buildUser({ isActive: false })));
    expect(result).toEqual({
      ok: true,
      payload: {
        role: 'store-manager',
        allCompanies: false,
        companies: ['KCG01'],
        outlets: ['KCG01-001'],
        seesExcludedCompanies: false,
        isActive: false,
      },
    });
  });

  it('still needs a company, or all companies', () => {
    const result = parseUserChange(userFormValues(buildUser({ companies: [] })));
    expect(result).toEqual({ ok: false, errors: { companies: ADMIN_MESSAGES.companiesRequired } });
  });
});
