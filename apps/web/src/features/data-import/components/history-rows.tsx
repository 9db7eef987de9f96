/**
 * Past imports' rows: a table on tablet and desktop, scrolling sideways inside its own box, and
 * cards on a phone.
 */
import type { ImportBatch } from '@outlet-pulse/contracts';
import { formatCount } from '@outlet-pulse/contracts';
import type { ListRowsDefinition } from '../../../components/record-list/list-rows';
import { CodeCell } from '../../../components/record-list/list-table';
import type { RecordColumn } from '../../../components/record-list/record-list-types';
import { DateTimeText } from '../../../lib/dates';
import { HISTORY_PAGE_SIZE } from '../import-params';
import classes from './data-import.module.css';
import { FileName } from './file-name';
import { HistoryCard, kindText, whoText } from './history-card';
import { StatusBadge } from './status-badge';

const HISTORY_COLUMNS: readonly RecordColumn<ImportBatch>[] = [
  { header: 'Number', cell: (row) => <CodeCell>{row.id}</CodeCell> },
  { header: 'When', cell: (row) => <DateTimeText value={row.startedAt} />, nowrap: true },
  { header: 'Who', cell: whoText },
  { header: 'Kind', cell: kindText },
  { header: 'File', cell: (row) => <FileName name={row.fileName} /> },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Rows', cell: (row) => formatCount(row.rows), numeric: true },
  { header: 'Inserted', cell: (row) => formatCount(row.inserted), numeric: true },
  { header: 'Updated', cell: (row) => formatCount(row.updated), numeric: true },
  { header: 'Unchanged', cell: (row) => formatCount(row.unchanged), numeric: true },
  { header: 'Message', cell: (row) => row.message ?? '', className: classes.wrap },
];

export const HISTORY_ROWS: ListRowsDefinition<ImportBatch> = {
  label: 'Import history',
  limit: HISTORY_PAGE_SIZE,
  rowKey: (row) => row.id,
  rowLabel: (row) => row.id,
  table: { columns: HISTORY_COLUMNS, minWidth: 980 },
  card: (row, number) => <HistoryCard row={row} number={number} />,
};
