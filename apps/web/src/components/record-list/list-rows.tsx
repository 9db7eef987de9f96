/**
 * A screen's rows: a table on tablet and desktop, cards on a phone. The screen says once what its
 * list is (its name, page size, keys, table columns and card) and, if its rows have buttons,
 * which: the table's last column, and the foot of each card.
 */
import type { Key, ReactNode } from 'react';
import { ListCards } from './list-cards';
import { ListTable } from './list-table';
import type { RecordColumn } from './record-list-types';

export interface ListRowsDefinition<Row> {
  /** The accessible name of the table's region or of the list of cards, 'Users'. */
  label: string;
  /** The size of a page: the rows' numbers. */
  limit: number;
  rowKey: (row: Row) => Key;
  /** The accessible name of a row's card. */
  rowLabel: (row: Row) => string;
  table: {
    columns: readonly RecordColumn<Row>[];
    /** Narrower than this, the table scrolls sideways in its box. */
    minWidth: number;
    /** Rows of several lines: larger text, each cell read from its top. */
    roomy?: boolean;
  };
  /** What a row's card holds above its buttons; `number` is the row's 'No'. */
  card: (row: Row, number: number) => ReactNode;
  /** The rows' buttons, if they have any. */
  buttons?: ListRowButtons<Row>;
}

/** A row's buttons: `fullWidth` across a card (phones), rather than compact in a table cell. */
export interface ListRowButtons<Row> {
  /** The header of the table's column of buttons. */
  header: string;
  /** The table's column no wider than its buttons. */
  fit?: boolean;
  cell: (row: Row, fullWidth: boolean) => ReactNode;
}

interface ListRowsProps<Row> {
  definition: ListRowsDefinition<Row>;
  /** A page of rows, with the view it answers: the rows are numbered for their page. */
  answer: { rows: readonly Row[]; view: { page: number } };
  phone: boolean;
}

export function ListRows<Row>({ definition, answer, phone }: ListRowsProps<Row>) {
  const { label, limit, rowKey, rowLabel, table, card, buttons } = definition;
  const { rows } = answer;
  const { page } = answer.view;
  if (phone) {
    return (
      <ListCards
        rows={rows}
        page={page}
        limit={limit}
        label={label}
        rowKey={rowKey}
        rowLabel={rowLabel}
      >
        {(row, number) => (
          <>
            {card(row, number)}
            {buttons?.cell(row, true)}
          </>
        )}
      </ListCards>
    );
  }
  return (
    <ListTable
      {...table}
      rows={rows}
      page={page}
      limit={limit}
      rowKey={rowKey}
      label={label}
      buttons={buttons && { ...buttons, cell: (row: Row) => buttons.cell(row, false) }}
    />
  );
}
