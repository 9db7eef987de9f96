/**
 * The roles the portal ships with, what each may do, and which menus each sees, as the
 * migrations leave them on a new database. Granting a heading's id grants everything under it.
 * Administrators change grants later on the Role screen. The migrations hold their own frozen
 * rows; shipped-access.test.ts keeps the two in agreement.
 */
import { PERMISSIONS, type Permission } from '../core/permissions';

export const ROLE_CODES = {
  administrator: 'administrator',
  salesManager: 'sales-manager',
  staff: 'staff',
  itSupport: 'it-support',
} as const;

export interface RoleSeed {
  code: string;
  name: string;
  permissions: Permission[];
  menuIds: string[];
}

export const ROLE_SEEDS: RoleSeed[] = [
  {
    code: ROLE_CODES.administrator,
    name: 'Administrator',
    permissions: Object.values(PERMISSIONS),
    menuIds: [
      'M000',
      'M050',
      'M100',
      'M500',
      'M600',
      'M650',
      'M700',
      'M800',
      'M850',
      'M900',
      'M950',
      'M980',
      'M990',
    ],
  },
  {
    code: ROLE_CODES.salesManager,
    name: 'Sales Manager',
    permissions: [
      PERMISSIONS.viewExcludedCompanies,
      PERMISSIONS.viewChecklists,
      PERMISSIONS.sendChecklistReports,
    ],
    menuIds: ['M000', 'M100_100', 'M100_400', 'M100_600', 'M900', 'M980', 'M990'],
  },
  {
    code: ROLE_CODES.staff,
    name: 'Staff',
    permissions: [],
    menuIds: ['M000', 'M100_100_005', 'M100_100_010', 'M100_100_020', 'M980'],
  },
  {
    code: ROLE_CODES.itSupport,
    name: 'IT Support',
    permissions: [],
    menuIds: [
      'M050',
      'M000',
      'M800',
      'M950_010',
      'M950_020',
      'M950_040',
      'M950_050',
      'M950_090',
      'M950_100',
      'M950_110',
      'M950_120',
      'M950_130',
      'M980',
    ],
  },
];
