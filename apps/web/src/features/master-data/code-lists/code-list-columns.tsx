/** What a code list shows of each entry, in the table and on the phone cards. */
import { Badge } from '@mantine/core';
import { CODE_LISTS, type CodeListKind } from '@outlet-pulse/contracts';
import type { RecordColumn } from '../../../components/record-list/record-list-types';
import { idAndNameColumns } from '../master-kind';
import type { CodeListRow } from './code-list-form';
import { codeListKind } from './code-list-kind';

function StatusBadge({ row }: { row: CodeListRow }) {
  return (
    <Badge size="sm" variant="light" color={row.active ? 'teal' : 'gray'} miw="max-content">
      {row.active ? 'ACTIVE' : 'INACTIVE'}
    </Badge>
  );
}

const COMPANY_COLUMNS: RecordColumn<CodeListRow>[] = [
  { header: 'Id', cell: (row) => ('id' in row ? row.id : ''), numeric: true },
  {
    header: 'Excluded by default',
    cell: (row) => ('excludedByDefault' in row && row.excludedByDefault ? 'Yes' : 'No'),
  },
];

const KEPT_COLUMN: RecordColumn<CodeListRow> = {
  header: 'Filter default',
  cell: (row) => (row.kept ? 'Yes' : 'No'),
};

export function codeListColumns(kind: CodeListKind): readonly RecordColumn<CodeListRow>[] {
  return [
    ...idAndNameColumns(codeListKind(kind)),
    ...(kind === 'company' ? COMPANY_COLUMNS : []),
    // Only lists that hold the sales filter's defaults say which entries are kept.
    ...(CODE_LISTS[kind].kept.length > 0 ? [KEPT_COLUMN] : []),
    { header: 'Status', cell: (row) => <StatusBadge row={row} /> },
  ];
}
