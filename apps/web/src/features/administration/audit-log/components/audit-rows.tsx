/**
 * The audit log's rows: a table on tablet and desktop, scrolling sideways inside its own box,
 * and cards on a phone.
 */
import { type AuditEntry, MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import type { ListRowsDefinition } from '../../../../components/record-list/list-rows';
import type { RecordColumn } from '../../../../components/record-list/record-list-types';
import { DateTimeText } from '../../../../lib/dates';
import { entityLabel, NO_VALUE, SYSTEM_USER } from '../audit-changes';
import { ActionBadge } from './action-badge';
import { AuditCard } from './audit-card';
import auditClasses from './audit-log.module.css';
import { ChangeList } from './change-list';

const AUDIT_COLUMNS: readonly RecordColumn<AuditEntry>[] = [
  { header: 'When', cell: (entry) => <DateTimeText value={entry.occurredAt} />, nowrap: true },
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

export const AUDIT_ROWS: ListRowsDefinition<AuditEntry> = {
  label: 'Audit log',
  limit: MASTER_PAGE_SIZE,
  rowKey: (entry) => entry.id,
  rowLabel: (entry) => `${entry.action} ${entityLabel(entry.entity)} ${entry.entityId ?? ''}`,
  table: { columns: AUDIT_COLUMNS, minWidth: 960, roomy: true },
  card: (entry, number) => <AuditCard entry={entry} number={number} />,
};
