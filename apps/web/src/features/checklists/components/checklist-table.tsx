/**
 * The checklists as a table (tablet and desktop). It scrolls sideways inside its own box when
 * the page is narrower than the table, with the report buttons kept in view at its right edge;
 * the box takes the keyboard focus so it can be scrolled without a mouse.
 */
import { Table, Text } from '@mantine/core';
import { CHECKLIST_PAGE_SIZE, type ChecklistSummary } from '@outlet-pulse/contracts';
import { formatScore } from '../../../lib/checklist-flags';
import { checkedOnDay, rowNumber } from '../checklist-list-params';
import type { ChecklistReportActions } from '../hooks/use-checklist-report-actions';
import classes from './checklists.module.css';
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

export function ChecklistTable({ rows, page, actions }: ChecklistTableProps) {
  const withActions = actions.canSend || actions.canRevoke;
  return (
    <Table.ScrollContainer
      minWidth={TABLE_MIN_WIDTH}
      type="native"
      className={classes.scrollBox}
      tabIndex={0}
      role="region"
      aria-label={TABLE_LABEL}
    >
      <Table highlightOnHover verticalSpacing="xs" horizontalSpacing={8} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.numberCell}>No</Table.Th>
            <Table.Th>Document No.</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Outlet</Table.Th>
            <Table.Th>Brand</Table.Th>
            <Table.Th>Format</Table.Th>
            <Table.Th>PIC</Table.Th>
            <Table.Th>Flags</Table.Th>
            <Table.Th className={classes.numberCell}>Score</Table.Th>
            <Table.Th>Completed</Table.Th>
            {withActions && <Table.Th className={classes.actionsCell}>Report</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.id}>
              <Table.Td className={classes.numberCell}>
                {rowNumber(page, CHECKLIST_PAGE_SIZE, index)}
              </Table.Td>
              <Table.Td>
                <Text span fz="inherit" fw={600} className={classes.nowrap}>
                  {row.docnumber}
                </Text>
              </Table.Td>
              <Table.Td className={classes.nowrap}>{checkedOnDay(row.checkedOn)}</Table.Td>
              <Table.Td>{row.branchname}</Table.Td>
              <Table.Td className={classes.nowrap}>{row.company}</Table.Td>
              <Table.Td>{row.checklistname}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>
                <FlagBadges checklist={row} size="xs" />
              </Table.Td>
              <Table.Td className={classes.numberCell}>{formatScore(row.TOTALSCORE)}</Table.Td>
              <Table.Td>
                <CompletedBadge completed={row.completed} />
              </Table.Td>
              {withActions && (
                <Table.Td className={classes.actionsCell}>
                  <ReportActions checklist={row} actions={actions} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
