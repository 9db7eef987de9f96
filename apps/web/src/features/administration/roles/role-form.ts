/**
 * The role editor's values and the new-role form, and how they become the bodies of
 * `PUT userrole/:code` and `POST userrole/create`, checked by the contracts' schemas.
 */
import {
  type Role,
  type RoleCreate,
  type RoleUpdate,
  roleCreateSchema,
  roleUpdateSchema,
} from '@outlet-pulse/contracts';
import { type Parsed, parseForm } from '../parse-form';

export interface RoleFormValues {
  name: string;
  permissions: string[];
  /** Granted menus; a granted heading stands for every menu under it. */
  menuIds: string[];
}

export const ROLE_FORM_FIELDS = ['name', 'permissions', 'menuIds'] as const;

export interface NewRoleValues {
  code: string;
  name: string;
}

export const NEW_ROLE_FIELDS = ['code', 'name'] as const;

export function roleFormValues(role: Role): RoleFormValues {
  return { name: role.name, permissions: role.permissions, menuIds: role.menuIds };
}

export function parseRoleChange(
  values: RoleFormValues,
): Parsed<RoleUpdate, (typeof ROLE_FORM_FIELDS)[number]> {
  return parseForm(roleUpdateSchema, values, ROLE_FORM_FIELDS);
}

/** A new role starts with no permissions and no menus; the editor grants them after. */
export function parseNewRole(
  values: NewRoleValues,
): Parsed<RoleCreate, (typeof NEW_ROLE_FIELDS)[number]> {
  return parseForm(roleCreateSchema, { code: values.code, name: values.name }, NEW_ROLE_FIELDS);
}

/** Whether the editor holds changes not saved yet (the order of the lists does not count). */
export function roleChanged(role: Role, values: RoleFormValues): boolean {
  const sameSet = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
  return (
    role.name !== values.name.trim() ||
    !sameSet(role.permissions, values.permissions) ||
    !sameSet(role.menuIds, values.menuIds)
  );
}
