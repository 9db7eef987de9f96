/**
 * The checklists as a table (tablet and desktop), with the report buttons kept in view at its
 * right edge while it scrolls sideways.
 */
import { Text } from '@mantine/core';
import { CHECKLIST_PAGE_SIZE, type ChecklistSummary } from '@outlet-pulse/contracts';
import { ListTable } from '../../../components/record-list/list-table';
import listClasses from '../../../components/record-list/record-list.module.css';
import type { RecordColumn } from '../../../components/record-list/record-list-types';
import { formatScore } from '../../../lib/checklist-flags';
import { checkedOnDay } from '../checklist-list-params';
import type { ChecklistReportActions } from '../hooks/use-checklist-report-actions';
import { CompletedBadge } from './completed-badge';
import { FlagBadges } from './flag-badges';
import { ReportActions } from './report-actions';

interface ChecklistTableProps {
  rows: readonly ChecklistSummary[];
  page: number;
  actions: ChecklistReportActions;
}

export const TABLE_LABEL = 'Checklists';

/** Narrower than this, the table scrolls sideways in its box (its report buttons stay in view). */
const TABLE_MIN_WIDTH = 960;

const CHECKLIST_COLUMNS: readonly RecordColumn<ChecklistSummary>[] = [
  {
    header: 'Document No.',
    cell: (row) => (
      <Text span fz="inherit" fw={600} className={listClasses.nowrap}>
        {row.docnumber}
      </Text>
    ),
  },
  { header: 'Date', cell: (row) => checkedOnDay(row.checkedOn), nowrap: true },
  { header: 'Outlet', cell: (row) => row.branchname },
  { header: 'Brand', cell: (row) => row.company, nowrap: true },
  { header: 'Format', cell: (row) => row.checklistname },
  { header: 'PIC', cell: (row) => row.name },
  { header: 'Flags', cell: (row) => <FlagBadges checklist={row} size="xs" /> },
  { header: 'Score', cell: (row) => formatScore(row.TOTALSCORE), numeric: true },
  { header: 'Completed', cell: (row) => <CompletedBadge completed={row.completed} /> },
];

export function ChecklistTable({ rows, page, actions }: ChecklistTableProps) {
  const withActions = actions.canSend || actions.canRevoke;
  return (
    <ListTable
      rows={rows}
      page={page}
      limit={CHECKLIST_PAGE_SIZE}
      columns={CHECKLIST_COLUMNS}
      rowKey={(row) => row.id}
      label={TABLE_LABEL}
      minWidth={TABLE_MIN_WIDTH}
      buttons={
        withActions
          ? {
              header: 'Report',
              cell: (row) => <ReportActions checklist={row} actions={actions} />,
            }
          : undefined
      }
    />
  );
}
