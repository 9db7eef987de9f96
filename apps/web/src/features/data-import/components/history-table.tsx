/**
 * Past imports as a table (tablet and desktop), scrolling sideways inside its own box when the
 * page is narrower; the box takes the keyboard focus so it can be scrolled without a mouse.
 */
import { Table, Text } from '@mantine/core';
import { type ImportBatch, rowNumber } from '@outlet-pulse/contracts';
import { formatCount, formatDateTime } from '../../../lib/format';
import { kindLabel } from '../import-labels';
import { HISTORY_PAGE_SIZE } from '../import-params';
import classes from './data-import.module.css';
import { StatusBadge } from './status-badge';

export const HISTORY_LABEL = 'Import history';

export interface HistoryRowsProps {
  rows: readonly ImportBatch[];
  page: number;
}

export function whenText(batch: ImportBatch): string {
  return formatDateTime(new Date(batch.startedAt));
}

export function HistoryTable({ rows, page }: HistoryRowsProps) {
  return (
    <Table.ScrollContainer
      minWidth={980}
      type="native"
      className={classes.scrollBox}
      tabIndex={0}
      role="region"
      aria-label={HISTORY_LABEL}
    >
      <Table highlightOnHover verticalSpacing="xs" horizontalSpacing={8} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.numberCell}>No</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th className={classes.numberCell}>Rows</Table.Th>
            <Table.Th className={classes.numberCell}>Inserted</Table.Th>
            <Table.Th className={classes.numberCell}>Updated</Table.Th>
            <Table.Th className={classes.numberCell}>Unchanged</Table.Th>
            <Table.Th>Message</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.id}>
              <Table.Td className={classes.numberCell}>
                {rowNumber(page, HISTORY_PAGE_SIZE, index)}
              </Table.Td>
              <Table.Td>
                <Text span fz="inherit" fw={600} className={classes.nowrap}>
                  {row.id}
                </Text>
              </Table.Td>
              <Table.Td className={classes.nowrap}>{whenText(row)}</Table.Td>
              <Table.Td>{row.username ?? '—'}</Table.Td>
              <Table.Td>{kindLabel(row.kind)}</Table.Td>
              <Table.Td className={classes.wrap}>{row.fileName}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td className={classes.numberCell}>{formatCount(row.rows)}</Table.Td>
              <Table.Td className={classes.numberCell}>{formatCount(row.inserted)}</Table.Td>
              <Table.Td className={classes.numberCell}>{formatCount(row.updated)}</Table.Td>
              <Table.Td className={classes.numberCell}>{formatCount(row.unchanged)}</Table.Td>
              <Table.Td className={classes.wrap}>{row.message ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
