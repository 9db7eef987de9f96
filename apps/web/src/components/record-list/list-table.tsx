/**
 * A list's rows as a table (tablet and desktop), numbered, with a column per `columns` and, if
 * given, a column of row buttons. It scrolls sideways inside its own box when the page is
 * narrower than the table, with the row buttons kept in view at its right edge; the box takes
 * the keyboard focus so it can be scrolled without a mouse.
 */
import { Table, Text } from '@mantine/core';
import { rowNumber } from '@outlet-pulse/contracts';
import type { Key, ReactNode } from 'react';
import classes from './record-list.module.css';
import type { RecordColumn } from './record-list-types';

/** The column of a row's buttons, last, kept in view while the table scrolls sideways. */
export interface RowButtonsColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** No wider than its buttons. */
  fit?: boolean;
}

export interface ListTableProps<Row> {
  rows: readonly Row[];
  /** The page the rows belong to, and its size: the rows' numbers. */
  page: number;
  limit: number;
  columns: readonly RecordColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** The accessible name of the table's region, 'Branches'. */
  label: string;
  /** Narrower than this, the table scrolls sideways in its box. */
  minWidth: number;
  buttons?: RowButtonsColumn<Row>;
  /** Rows of several lines: larger text, each cell read from its top. */
  roomy?: boolean;
}

const join = (...names: (string | false | undefined)[]) =>
  names.filter((name) => name).join(' ') || undefined;

function cellClass<Row>(column: RecordColumn<Row>): string | undefined {
  if (column.numeric) return classes.numberCell;
  return column.nowrap ? classes.nowrap : undefined;
}

export function ListTable<Row>({
  rows,
  page,
  limit,
  columns,
  rowKey,
  label,
  minWidth,
  buttons,
  roomy = false,
}: ListTableProps<Row>) {
  const buttonsClass = join(classes.actionsCell, buttons?.fit && classes.fitActions);
  return (
    <TableScrollBox minWidth={minWidth} label={label}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={8}
        className={join(classes.table, roomy && classes.roomyTable)}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.numberCell}>No</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} className={cellClass(column)}>
                {column.header}
              </Table.Th>
            ))}
            {buttons && <Table.Th className={buttonsClass}>{buttons.header}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td className={classes.numberCell}>{rowNumber(page, limit, index)}</Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.header} className={join(cellClass(column), column.className)}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {buttons && <Table.Td className={buttonsClass}>{buttons.cell(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollBox>
  );
}

/** The cell of a row's own number or code (a document number): bold, never broken. */
export function CodeCell({ children }: { children: ReactNode }) {
  return (
    <Text span fz="inherit" fw={600} className={classes.nowrap}>
      {children}
    </Text>
  );
}

interface TableScrollBoxProps {
  /** Narrower than this, the table scrolls sideways in its box. */
  minWidth: number;
  /** The accessible name of the box's region. */
  label: string;
  /** A screen's own class for the box, beside the shared one. */
  className?: string;
  children: ReactNode;
}

/**
 * The box of a table that scrolls sideways when the page is narrower than the table: a named
 * region that takes the keyboard focus, so it can be scrolled without a mouse.
 */
export function TableScrollBox({ minWidth, label, className, children }: TableScrollBoxProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      className={join(classes.scrollBox, className)}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
