/** The first rows of the file as read, under its own header; the box scrolls sideways. */
import { Table } from '@mantine/core';
import { TableScrollBox } from '../../../components/record-list/list-table';
import listClasses from '../../../components/record-list/record-list.module.css';
import classes from './data-import.module.css';

export const PREVIEW_LABEL = 'Preview';

interface PreviewTableProps {
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

export function PreviewTable({ header, rows }: PreviewTableProps) {
  // A row may hold more or fewer values than the header: the table is as wide as the widest.
  const width = Math.max(header.length, ...rows.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, index) => index);
  return (
    <TableScrollBox minWidth={Math.min(1200, width * 110)} label={PREVIEW_LABEL}>
      <Table verticalSpacing={4} horizontalSpacing={8} className={listClasses.table} striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((index) => (
              <Table.Th key={index} className={classes.code}>
                {header[index] ?? ''}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview never reorders
            <Table.Tr key={rowIndex}>
              {columns.map((index) => (
                <Table.Td key={index} className={listClasses.nowrap}>
                  {row[index] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollBox>
  );
}
