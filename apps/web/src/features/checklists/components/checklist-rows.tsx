/**
 * The checklists' rows: a table on tablet and desktop, its report buttons kept in view at its
 * right edge while it scrolls sideways, and cards on a phone.
 */
import { CHECKLIST_PAGE_SIZE, type ChecklistSummary } from '@outlet-pulse/contracts';
import type { ListRowsDefinition } from '../../../components/record-list/list-rows';
import { CodeCell } from '../../../components/record-list/list-table';
import type { RecordColumn } from '../../../components/record-list/record-list-types';
import { formatScoreOf } from '../../../lib/checklist-flags';
import { DateText } from '../../../lib/dates';
import { checkedOnDay } from '../checklist-list-params';
import type { ChecklistReportActions } from '../hooks/use-checklist-report-actions';
import { ChecklistCard } from './checklist-card';
import { CompletedBadge } from './completed-badge';
import { FlagBadges } from './flag-badges';
import { ReportActions } from './report-actions';

const CHECKLIST_COLUMNS: readonly RecordColumn<ChecklistSummary>[] = [
  { header: 'Document No.', cell: (row) => <CodeCell>{row.docnumber}</CodeCell> },
  { header: 'Date', cell: (row) => <DateText value={checkedOnDay(row.checkedOn)} />, nowrap: true },
  { header: 'Outlet', cell: (row) => row.branchname },
  { header: 'Brand', cell: (row) => row.company, nowrap: true },
  { header: 'Format', cell: (row) => row.checklistname },
  { header: 'PIC', cell: (row) => row.name },
  { header: 'Flags', cell: (row) => <FlagBadges checklist={row} size="xs" /> },
  {
    header: 'Score',
    cell: (row) => formatScoreOf(row.TOTALSCORE, row.MAXSCORE),
    numeric: true,
    nowrap: true,
  },
  { header: 'Completed', cell: (row) => <CompletedBadge completed={row.completed} /> },
];

const CHECKLIST_ROWS: ListRowsDefinition<ChecklistSummary> = {
  label: 'Checklists',
  limit: CHECKLIST_PAGE_SIZE,
  rowKey: (row) => row.id,
  rowLabel: (row) => row.docnumber,
  table: { columns: CHECKLIST_COLUMNS, minWidth: 960 },
  card: (row, number) => <ChecklistCard row={row} number={number} />,
};

/** The checklists' rows, with the report buttons the user's role allows. */
export function checklistRows(
  actions: ChecklistReportActions,
): ListRowsDefinition<ChecklistSummary> {
  return {
    ...CHECKLIST_ROWS,
    buttons: {
      header: 'Report',
      cell: (row, fullWidth) => (
        <ReportActions checklist={row} actions={actions} fullWidth={fullWidth} />
      ),
    },
  };
}
