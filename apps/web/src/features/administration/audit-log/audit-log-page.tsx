/** system/audit-log: who changed what and when, for users whose role may read the audit log. */
import { ADMIN_PERMISSIONS } from '@outlet-pulse/contracts';
import { PermissionGate } from '../components/permission-gate';
import { AuditLogList } from './components/audit-log-list';

export function AuditLogPage() {
  return (
    <PermissionGate permission={ADMIN_PERMISSIONS.readAuditLog} allows="read the audit log">
      <AuditLogList />
    </PermissionGate>
  );
}
