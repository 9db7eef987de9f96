/**
 * The roles the portal ships with, what each may do, and which menus each sees. Granting a
 * heading's id grants everything under it. Administrators can change grants later (issue of
 * the administration screens); these are the starting point a migration seeds.
 */
import {
  ADMIN_PERMISSIONS,
  CHECKLIST_PERMISSIONS,
  IMPORT_PERMISSION,
} from '@outlet-pulse/contracts';

export const PERMISSIONS = {
  /** See companies that are excluded by default (replaces the spec's four hard-coded IDs). */
  viewExcludedCompanies: 'sales.view-excluded-companies',
  issueAutoInLinks: 'auth.issue-auto-in-links',
  /** E-mail a checklist's report link to its PIC and outlet (migration 0005 grants it). */
  sendChecklistReports: CHECKLIST_PERMISSIONS.sendReports,
  /** Stop every link of a checklist report from working. */
  revokeReportLinks: CHECKLIST_PERMISSIONS.revokeReportLinks,
  /** Change branches, regions, sub-branches and the period control (migration 0006). */
  manageMasterData: ADMIN_PERMISSIONS.manageMasterData,
  /** Change users and roles, reset passwords. */
  manageUsers: ADMIN_PERMISSIONS.manageUsers,
  readAuditLog: ADMIN_PERMISSIONS.readAuditLog,
  /** Load sales, traffic, targets and outlets from files (migration 0007). */
  importData: IMPORT_PERMISSION,
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

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
    permissions: [PERMISSIONS.viewExcludedCompanies, PERMISSIONS.sendChecklistReports],
    menuIds: ['M000', 'M100_100', 'M100_400', 'M100_600', 'M900', 'M980', 'M990'],
  },
  {
    code: ROLE_CODES.staff,
    name: 'Staff',
    permissions: [],
    menuIds: ['M000', 'M100_100_010', 'M100_100_020', 'M980'],
  },
  {
    code: ROLE_CODES.itSupport,
    name: 'IT Support',
    permissions: [],
    menuIds: ['M050', 'M000', 'M800', 'M950_010', 'M950_020', 'M950_040', 'M950_050', 'M980'],
  },
];
