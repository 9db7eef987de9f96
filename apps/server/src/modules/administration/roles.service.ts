/**
 * Roles: which menus (by menu id) and permissions each role has. Changes bump `auth`, so every
 * signed-in holder of the role gets the new grants on the next request.
 */
import type { PageQuery, Role, RoleCatalog, RoleCreate, RoleUpdate } from '@outlet-pulse/contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../core/caller';
import { conflict, forbidden, invalidField, notFound } from '../../core/errors';
import { searchWindow } from '../../core/paging';
import { PERMISSIONS } from '../../core/permissions';
import type { DatabaseSchema } from '../../db/schema';
import { KNOWN_PERMISSIONS, PERMISSION_DESCRIPTIONS } from './permission-catalog';
import { deleteRole, findMenuRows, findRole, findRoles, saveRole } from './roles.repository';
import type { AdministrationOptions } from './users.service';

const roleNotFound = (code: string) => notFound(`Role ${code} does not exist.`);

const audited = (role: {
  name: string;
  permissions: readonly string[];
  menuIds: readonly string[];
}) => ({
  name: role.name,
  permissions: [...role.permissions],
  menuIds: [...role.menuIds],
});

export class RoleService {
  constructor(private readonly options: AdministrationOptions) {}

  list(query: PageQuery) {
    return findRoles(this.options.database.kysely, searchWindow(query));
  }

  async get(code: string): Promise<Role> {
    const role = await findRole(this.options.database.kysely, code);
    if (!role) throw roleNotFound(code);
    return role;
  }

  async catalog(): Promise<RoleCatalog> {
    const rows = await findMenuRows(this.options.database.kysely);
    const childrenOf = new Map<string | null, typeof rows>();
    for (const row of rows) {
      const siblings = childrenOf.get(row.parent_id) ?? [];
      siblings.push(row);
      childrenOf.set(row.parent_id, siblings);
    }
    const menus: RoleCatalog['menus'] = [];
    const walk = (parentId: string | null, depth: number) => {
      for (const row of childrenOf.get(parentId) ?? []) {
        menus.push({ id: row.id, parentId: row.parent_id, label: row.label, depth });
        walk(row.id, depth + 1);
      }
    };
    walk(null, 0);
    return {
      permissions: Object.entries(PERMISSION_DESCRIPTIONS).map(([permission, description]) => ({
        permission,
        description,
      })),
      menus,
    };
  }

  async create(caller: AuthContext, input: RoleCreate): Promise<Role> {
    return this.options.recorder.run(caller, ['auth'], async ({ transaction, auditChange }) => {
      if (await findRole(transaction, input.code)) {
        throw invalidField('code', `Role ${input.code} already exists`);
      }
      await this.#checkGrants(transaction, input);
      await saveRole(transaction, input, true);
      await auditChange('role', input.code, null, audited(input));
      return this.#read(transaction, input.code);
    });
  }

  async update(caller: AuthContext, code: string, input: RoleUpdate): Promise<Role> {
    const before = await this.get(code);
    if (
      code === caller.roleCode &&
      before.permissions.includes(PERMISSIONS.manageUsers) &&
      !input.permissions.includes(PERMISSIONS.manageUsers)
    ) {
      throw forbidden('You cannot remove the permission to manage users from your own role.');
    }
    return this.options.recorder.run(caller, ['auth'], async ({ transaction, auditChange }) => {
      await this.#checkGrants(transaction, input);
      await saveRole(transaction, { code, ...input }, false);
      await auditChange('role', code, audited(before), audited(input));
      return this.#read(transaction, code);
    });
  }

  async delete(caller: AuthContext, code: string): Promise<void> {
    const before = await this.get(code);
    await this.options.recorder.run(caller, ['auth'], async ({ transaction, auditChange }) => {
      const current = await this.#read(transaction, code);
      if (current.users > 0) {
        throw conflict(
          `Role ${code} is held by ${current.users} users, so it cannot be deleted. Give them another role first.`,
        );
      }
      await deleteRole(transaction, code);
      await auditChange('role', code, audited(before), null);
    });
  }

  async #read(transaction: Kysely<DatabaseSchema>, code: string): Promise<Role> {
    const role = await findRole(transaction, code);
    if (!role) throw roleNotFound(code);
    return role;
  }

  async #checkGrants(transaction: Kysely<DatabaseSchema>, input: RoleUpdate): Promise<void> {
    const unknownPermission = input.permissions.find(
      (permission) => !KNOWN_PERMISSIONS.has(permission),
    );
    if (unknownPermission) {
      throw invalidField('permissions', `unknown permission ${unknownPermission}`);
    }
    const menuIds = new Set((await findMenuRows(transaction)).map((row) => row.id));
    const unknownMenu = input.menuIds.find((id) => !menuIds.has(id));
    if (unknownMenu) throw invalidField('menuIds', `unknown menu ${unknownMenu}`);
  }
}
