/**
 * The role editor's values and the new-role form, and the zod schemas (for zodResolver) that
 * turn them into the bodies of `PUT userrole/:code` and `POST userrole/create`: the contracts'
 * own, whose fields are the form's.
 */
import {
  type Role,
  type RoleCreate,
  type RoleUpdate,
  roleCreateSchema,
  roleUpdateSchema,
} from '@outlet-pulse/contracts';
import { z } from 'zod';

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

export const roleChangeFormSchema: z.ZodType<RoleUpdate, RoleFormValues> = z
  .custom<RoleFormValues>()
  .transform((values): unknown => values)
  .pipe(roleUpdateSchema);

/** A new role starts with no permissions and no menus; the editor grants them after. */
export const newRoleFormSchema: z.ZodType<RoleCreate, NewRoleValues> = z
  .custom<NewRoleValues>()
  .transform((values): unknown => values)
  .pipe(roleCreateSchema);

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
