/** The audit log as a table (tablet and desktop), scrolling sideways inside its own box. */
import { type AuditEntry, MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { ListTable } from '../../../../components/record-list/list-table';
import type { RecordColumn } from '../../../../components/record-list/record-list-types';
import { entityLabel, NO_VALUE, SYSTEM_USER } from '../audit-changes';
import { auditWhen } from '../audit-when';
import { ActionBadge } from './action-badge';
import auditClasses from './audit-log.module.css';
import { ChangeList } from './change-list';

interface AuditTableProps {
  rows: readonly AuditEntry[];
  page: number;
}

const TABLE_MIN_WIDTH = 960;

const AUDIT_COLUMNS: readonly RecordColumn<AuditEntry>[] = [
  { header: 'When', cell: (entry) => auditWhen(entry.occurredAt), nowrap: true },
  { header: 'User', cell: (entry) => entry.username ?? SYSTEM_USER },
  { header: 'Action', cell: (entry) => <ActionBadge action={entry.action} /> },
  { header: 'Entity', cell: (entry) => entityLabel(entry.entity), nowrap: true },
  { header: 'Id', cell: (entry) => entry.entityId ?? NO_VALUE, nowrap: true },
  {
    header: 'Changes',
    cell: (entry) => <ChangeList changes={entry.changes} />,
    className: auditClasses.changesCell,
  },
];

export function AuditTable({ rows, page }: AuditTableProps) {
  return (
    <ListTable
      rows={rows}
      page={page}
      limit={MASTER_PAGE_SIZE}
      columns={AUDIT_COLUMNS}
      rowKey={(entry) => entry.id}
      label="Audit log"
      minWidth={TABLE_MIN_WIDTH}
      roomy
    />
  );
}
