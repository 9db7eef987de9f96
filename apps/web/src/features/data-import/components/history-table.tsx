/** Past imports as a table (tablet and desktop), scrolling sideways inside its own box. */
import { Text } from '@mantine/core';
import type { ImportBatch } from '@outlet-pulse/contracts';
import { formatCount, formatDateTime } from '@outlet-pulse/contracts';
import { ListTable } from '../../../components/record-list/list-table';
import listClasses from '../../../components/record-list/record-list.module.css';
import type { RecordColumn } from '../../../components/record-list/record-list-types';
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

const HISTORY_COLUMNS: readonly RecordColumn<ImportBatch>[] = [
  {
    header: 'Number',
    cell: (row) => (
      <Text span fz="inherit" fw={600} className={listClasses.nowrap}>
        {row.id}
      </Text>
    ),
  },
  { header: 'When', cell: whenText, nowrap: true },
  { header: 'Who', cell: (row) => row.username ?? '—' },
  { header: 'Kind', cell: (row) => kindLabel(row.kind) },
  { header: 'File', cell: (row) => row.fileName, className: classes.wrap },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Rows', cell: (row) => formatCount(row.rows), numeric: true },
  { header: 'Inserted', cell: (row) => formatCount(row.inserted), numeric: true },
  { header: 'Updated', cell: (row) => formatCount(row.updated), numeric: true },
  { header: 'Unchanged', cell: (row) => formatCount(row.unchanged), numeric: true },
  { header: 'Message', cell: (row) => row.message ?? '', className: classes.wrap },
];

export function HistoryTable({ rows, page }: HistoryRowsProps) {
  return (
    <ListTable
      rows={rows}
      page={page}
      limit={HISTORY_PAGE_SIZE}
      columns={HISTORY_COLUMNS}
      rowKey={(row) => row.id}
      label={HISTORY_LABEL}
      minWidth={980}
    />
  );
}
