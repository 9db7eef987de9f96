/** The code lists' entries on the wire, and the fields a create or an update sends. */
import type {
  CodeListCreate,
  CodeListDefinition,
  CodeListEntry,
  CodeListUpdate,
  CompanyCreate,
  CompanyEntry,
  CompanyUpdate,
} from '@outlet-pulse/contracts';
import type { CodeListFields, CodeListRecord } from './code-lists.repository';

export type AnyCodeListEntry = CodeListEntry | CompanyEntry;
export type AnyCodeListCreate = CodeListCreate | CompanyCreate;
export type AnyCodeListUpdate = CodeListUpdate | CompanyUpdate;

export function toCodeListEntry(
  definition: CodeListDefinition,
  entry: CodeListRecord,
): AnyCodeListEntry {
  const shown = {
    code: entry.code,
    name: entry.name,
    active: entry.active,
    kept: definition.kept.includes(entry.code),
  };
  if (entry.id === undefined) return shown;
  return { ...shown, id: entry.id, excludedByDefault: entry.excludedByDefault === true };
}

/** The fields a create or an update writes besides the code (and a company's id). */
export function codeListFields(input: AnyCodeListUpdate): CodeListFields {
  const fields = { name: input.name, active: input.active };
  return 'excludedByDefault' in input
    ? { ...fields, excludedByDefault: input.excludedByDefault }
    : fields;
}
