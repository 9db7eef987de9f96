/**
 * The rows as a table (tablet and desktop). It scrolls sideways inside its own box when the
 * page is narrower than the table, with the row buttons kept in view at its right edge; the box
 * takes the keyboard focus so it can be scrolled without a mouse.
 */
import { Table } from '@mantine/core';
import { rowNumber } from '@outlet-pulse/contracts';
import classes from './admin-list.module.css';
import type { AdminColumn, RowIdentity, RowManagement } from './admin-list-types';
import { RowActions } from './row-actions';

export interface AdminRowsProps<Row> {
  rows: readonly Row[];
  page: number;
  limit: number;
  columns: readonly AdminColumn<Row>[];
  identity: RowIdentity<Row>;
  manage: RowManagement<Row> | null;
  /** The accessible name of the table's region, 'Branches'. */
  label: string;
}

interface AdminListTableProps<Row> extends AdminRowsProps<Row> {
  /** Narrower than this, the table scrolls sideways in its box. */
  minWidth: number;
}

function cellClass<Row>(column: AdminColumn<Row>): string | undefined {
  if (column.numeric) return classes.numberCell;
  return column.nowrap ? classes.nowrap : undefined;
}

export function AdminListTable<Row>({
  rows,
  page,
  limit,
  columns,
  identity,
  manage,
  label,
  minWidth,
}: AdminListTableProps<Row>) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      className={classes.scrollBox}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table highlightOnHover verticalSpacing="xs" horizontalSpacing={8} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.numberCell}>No</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} className={cellClass(column)}>
                {column.header}
              </Table.Th>
            ))}
            {manage && <Table.Th className={classes.actionsCell}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={identity.key(row)}>
              <Table.Td className={classes.numberCell}>{rowNumber(page, limit, index)}</Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {manage && (
                <Table.Td className={classes.actionsCell}>
                  <RowActions row={row} name={identity.name(row)} manage={manage} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
