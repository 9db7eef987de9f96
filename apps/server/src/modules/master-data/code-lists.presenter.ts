/** The code lists' wire names for their tables' columns, both ways. */
import type {
  CodeListCreate,
  CodeListDefinition,
  CodeListEntry,
  CodeListUpdate,
  CompanyCreate,
  CompanyEntry,
  CompanyUpdate,
} from '@outlet-pulse/contracts';
import type { CodeListRow } from './code-lists.repository';

export type AnyCodeListEntry = CodeListEntry | CompanyEntry;
export type AnyCodeListCreate = CodeListCreate | CompanyCreate;
export type AnyCodeListUpdate = CodeListUpdate | CompanyUpdate;

export function toCodeListEntry(
  definition: CodeListDefinition,
  row: CodeListRow,
): AnyCodeListEntry {
  const entry = {
    code: row.code,
    name: row.name,
    active: row.active !== false,
    kept: definition.kept.includes(row.code),
  };
  if (row.id === undefined) return entry;
  return { ...entry, id: row.id, excludedByDefault: row.excluded_by_default === true };
}

/** The columns a create or an update writes besides the code (and a company's id). */
export function codeListColumns(input: AnyCodeListUpdate): Omit<CodeListRow, 'code' | 'id'> {
  const columns = { name: input.name, active: input.active };
  return 'excludedByDefault' in input
    ? { ...columns, excluded_by_default: input.excludedByDefault }
    : columns;
}
