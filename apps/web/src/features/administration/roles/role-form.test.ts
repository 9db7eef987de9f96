import { ADMIN_MESSAGES, type Role } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { formOutcome } from '../../../components/record-list/record-form-schema';
import {
  type NewRoleValues,
  newRoleFormSchema,
  type RoleFormValues,
  roleChanged,
  roleChangeFormSchema,
  roleFormValues,
} from './role-form';

const parseNewRole = (values: NewRoleValues) => formOutcome(newRoleFormSchema, values);
const parseRoleChange = (values: RoleFormValues) => formOutcome(roleChangeFormSchema, values);

const ROLE: Role = {
  code: 'store-manager',
  name: 'Store manager',
  permissions: ['checklists.send-reports'],
  menuIds: ['M100', 'M200'],
  users: 4,
};

describe('changing a role', () => {
  it('sends the name trimmed, with permissions and menus sorted once', () => {
    const values = {
      name: ' Store lead ',
      permissions: ['b', 'a', 'a'],
      menuIds: ['M200', 'M100'],
    };
    expect(parseRoleChange(values)).toEqual({
      ok: true,
      payload: { name: 'Store lead', permissions: ['a', 'b'], menuIds: ['M100', 'M200'] },
    });
  });

  it('needs a name', () => {
    expect(parseRoleChange({ ...roleFormValues(ROLE), name: ' ' })).toEqual({
      ok: false,
      errors: { name: ADMIN_MESSAGES.roleNameRequired },
    });
  });

  it('knows whether anything changed, whatever the order', () => {
    expect(roleChanged(ROLE, roleFormValues(ROLE))).toBe(false);
    expect(roleChanged(ROLE, { ...roleFormValues(ROLE), menuIds: ['M200', 'M100'] })).toBe(false);
    expect(roleChanged(ROLE, { ...roleFormValues(ROLE), menuIds: ['M100'] })).toBe(true);
    expect(roleChanged(ROLE, { ...roleFormValues(ROLE), name: 'Other' })).toBe(true);
  });
});

describe('a new role', () => {
  it('sends its code and name with nothing granted yet', () => {
    expect(parseNewRole({ code: ' area-lead ', name: 'Area lead' })).toEqual({
      ok: true,
      payload: { code: 'area-lead', name: 'Area lead', permissions: [], menuIds: [] },
    });
  });

  it('says what is wrong with the code and name', () => {
    expect(parseNewRole({ code: 'Area Lead', name: '' })).toEqual({
      ok: false,
      errors: { code: ADMIN_MESSAGES.roleCodePattern, name: ADMIN_MESSAGES.roleNameRequired },
    });
  });
});
