/** What each permission allows, in words an administrator reads on the roles screen. */
import { PERMISSIONS, type Permission } from '../../core/permissions';

export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  [PERMISSIONS.viewExcludedCompanies]:
    'See the companies that are excluded from reports by default',
  [PERMISSIONS.issueAutoInLinks]: 'Issue auto sign-in links to the sales portal',
  [PERMISSIONS.viewChecklists]: 'Open the checklists and read their reports',
  [PERMISSIONS.sendChecklistReports]: "E-mail a checklist's report link to its PIC and outlet",
  [PERMISSIONS.revokeReportLinks]: 'Stop every link of a checklist report from working',
  [PERMISSIONS.manageMasterData]:
    'Change branches, regions and sub-branches; open and close months',
  [PERMISSIONS.manageUsers]: 'Change users and roles; reset passwords',
  [PERMISSIONS.readAuditLog]: 'Read the audit log',
  [PERMISSIONS.importData]: 'Load outlets, sales, traffic and targets from CSV and Excel files',
};

export const KNOWN_PERMISSIONS = new Set<string>(Object.values(PERMISSIONS));
