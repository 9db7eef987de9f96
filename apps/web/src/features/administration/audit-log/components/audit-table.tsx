/**
 * The audit log as a table (tablet and desktop), scrolling sideways inside its own box when the
 * page is narrower; the box takes the keyboard focus so it can be scrolled without a mouse.
 */
import { Table } from '@mantine/core';
import { type AuditEntry, MASTER_PAGE_SIZE, rowNumber } from '@outlet-pulse/contracts';
import classes from '../../components/administration.module.css';
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

export function AuditTable({ rows, page }: AuditTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={TABLE_MIN_WIDTH}
      type="native"
      className={classes.scrollBox}
      tabIndex={0}
      role="region"
      aria-label="Audit log"
    >
      <Table highlightOnHover verticalSpacing="xs" horizontalSpacing={8} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.numberCell}>No</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Entity</Table.Th>
            <Table.Th>Id</Table.Th>
            <Table.Th>Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((entry, index) => (
            <Table.Tr key={entry.id}>
              <Table.Td className={classes.numberCell}>
                {rowNumber(page, MASTER_PAGE_SIZE, index)}
              </Table.Td>
              <Table.Td className={classes.nowrap}>{auditWhen(entry.occurredAt)}</Table.Td>
              <Table.Td>{entry.username ?? SYSTEM_USER}</Table.Td>
              <Table.Td>
                <ActionBadge action={entry.action} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>{entityLabel(entry.entity)}</Table.Td>
              <Table.Td className={classes.nowrap}>{entry.entityId ?? NO_VALUE}</Table.Td>
              <Table.Td className={auditClasses.changesCell}>
                <ChangeList changes={entry.changes} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
