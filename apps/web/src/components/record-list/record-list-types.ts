/** What a screen tells a list about its rows, its words and its actions. */
import type { ReactNode } from 'react';

export interface RecordColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Digits, right-aligned. */
  numeric?: boolean;
  /** Short codes and dates that read badly when broken over lines. */
  nowrap?: boolean;
  /** Already said by a card's heading, so a phone card leaves it out. */
  inCardHeading?: boolean;
  /** A screen's own class for the column's cells (not its header). */
  className?: string;
}

/** The words a list uses for its rows. */
export interface ListNouns {
  /** 'Branches': the title card's heading and the table's accessible name. */
  title: string;
  /** 'branch', in 'New branch'. */
  one: string;
  /** 'branches', in 'No branches match …'. */
  many: string;
}

/** Present only when the user may change the rows. */
export interface RowManagement<Row> {
  onNew: () => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** The row whose deletion is under way. */
  isDeleting: (row: Row) => boolean;
}

/** How a row is told apart: its key, and the name it goes by in headings and button names. */
export interface RowIdentity<Row> {
  key: (row: Row) => string;
  /** 'JKT01 Grand Indonesia': a card's heading and the object of 'Edit …' and 'Delete …'. */
  name: (row: Row) => string;
}

/** What the create/edit form is open for: a new row, or a change to this one. */
export type FormTarget<Row> = { mode: 'new' } | { mode: 'edit'; row: Row };

/** A list's filters: the view of the list they show, and how they change it. */
export interface ListFiltersProps<View> {
  view: View;
  onChange: (view: View) => void;
}
