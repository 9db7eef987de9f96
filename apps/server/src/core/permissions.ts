/**
 * What a role may be granted: each permission names one thing a user may do beyond being signed
 * in. Routes name the one they need; roles (seeds and the role screen) hold sets of them.
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
  /** The checklists screen and its calls (migration 0016; the menu entry alone is not enough). */
  viewChecklists: CHECKLIST_PERMISSIONS.view,
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
