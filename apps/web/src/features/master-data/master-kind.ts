/**
 * A kind of master record (branch, sub-branch, region) as its list and its form both name it:
 * its words, and its id and name fields with their labels ('Id Branch', 'Branch Name'). From
 * these come how a row is told apart (its id) and the name it goes by ('JKT01 Grand Indonesia'),
 * and the list's first two columns, which a phone card says in its heading instead.
 */
import type {
  ListNouns,
  RecordColumn,
  RowIdentity,
} from '../../components/record-list/record-list-types';

/** 'sub branch' → 'Sub branch', as a toast's title or a form's noun starts. */
export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The fields of a row that hold text. */
type TextField<Row> = {
  [Field in keyof Row]: Row[Field] extends string ? Field : never;
}[keyof Row] &
  string;

interface LabelledField<Row> {
  field: TextField<Row>;
  label: string;
}

export interface MasterKind<Row> {
  nouns: ListNouns;
  id: LabelledField<Row>;
  name: LabelledField<Row>;
  identity: RowIdentity<Row>;
}

export function masterKind<Row>(
  nouns: ListNouns,
  id: LabelledField<Row>,
  name: LabelledField<Row>,
): MasterKind<Row> {
  const idOf = (row: Row) => String(row[id.field]);
  return {
    nouns,
    id,
    name,
    identity: { key: idOf, name: (row) => `${idOf(row)} ${String(row[name.field])}` },
  };
}

/** The id and name columns, first in the table; a phone card has them in its heading. */
export function idAndNameColumns<Row>({ id, name }: MasterKind<Row>): RecordColumn<Row>[] {
  return [
    { header: id.label, cell: (row) => String(row[id.field]), nowrap: true, inCardHeading: true },
    { header: name.label, cell: (row) => String(row[name.field]), inCardHeading: true },
  ];
}
