/** The problems of a file, in file order: line, column and reason, in a box that scrolls. */
import { Table } from '@mantine/core';
import type { RowIssue } from '@outlet-pulse/contracts';
import { TableScrollBox } from '../../../components/record-list/list-table';
import listClasses from '../../../components/record-list/record-list.module.css';
import { issueColumnText } from '../import-report';
import classes from './data-import.module.css';

export const PROBLEMS_LABEL = 'Problems';

export function IssueTable({ issues }: { issues: readonly RowIssue[] }) {
  return (
    <TableScrollBox minWidth={320} label={PROBLEMS_LABEL} className={classes.tallBox}>
      <Table verticalSpacing={6} horizontalSpacing={8} className={listClasses.table} striped>
        <Table.Thead className={classes.stickyHead}>
          <Table.Tr>
            <Table.Th className={listClasses.numberCell}>Line</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {issues.map((issue, index) => (
            // Several problems can share a line and column; their order in the file is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: the report's order is its identity
            <Table.Tr key={index}>
              <Table.Td className={listClasses.numberCell}>{issue.line}</Table.Td>
              <Table.Td className={issue.column === null ? undefined : classes.code}>
                {issueColumnText(issue.column)}
              </Table.Td>
              <Table.Td className={classes.wrap}>{issue.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollBox>
  );
}
