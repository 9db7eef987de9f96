/**
 * The code list form (companies, product categories, outlet types, outlet groups): its values
 * as typed, those of an existing entry, and their mapping to the create and update bodies,
 * checked with the contracts' schemas so their messages ('Company Code is required', …) show
 * under the fields. The code is sent only when creating; a company's id only when creating,
 * empty meaning the next free one.
 */
import {
  type CodeListEntry,
  type CodeListKind,
  type CompanyEntry,
  codeListCreateSchemas,
  codeListUpdateSchemas,
} from '@outlet-pulse/contracts';
import type { z } from 'zod';
import {
  type RecordSave,
  recordFormSchema,
} from '../../../components/record-list/record-form-schema';

export type CodeListRow = CodeListEntry | CompanyEntry;

export interface CodeListFormValues {
  code: string;
  name: string;
  active: boolean;
  /** Companies only: the numeric id as typed. */
  id: string;
  excludedByDefault: boolean;
}

type CreateBody = z.infer<(typeof codeListCreateSchemas)[CodeListKind]>;
type UpdateBody = z.infer<(typeof codeListUpdateSchemas)[CodeListKind]>;
export type CodeListSave = RecordSave<CreateBody, UpdateBody>;

export const EMPTY_CODE_LIST_FORM: CodeListFormValues = {
  code: '',
  name: '',
  active: true,
  id: '',
  excludedByDefault: false,
};

export function codeListFormValues(row: CodeListRow): CodeListFormValues {
  return {
    code: row.code,
    name: row.name,
    active: row.active,
    id: 'id' in row ? String(row.id) : '',
    excludedByDefault: 'excludedByDefault' in row && row.excludedByDefault,
  };
}

/** The update body: a company also says whether it is excluded by default. */
function updateBody(kind: CodeListKind, values: CodeListFormValues) {
  const body = { name: values.name, active: values.active };
  return kind === 'company' ? { ...body, excludedByDefault: values.excludedByDefault } : body;
}

/** A company's id as typed: empty is none (the next free id), anything else a number. */
const typedId = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

function createBody(kind: CodeListKind, values: CodeListFormValues) {
  const body = { ...updateBody(kind, values), code: values.code };
  return kind === 'company' ? { ...body, id: typedId(values.id) } : body;
}

/** The form's validation: a new entry, or a change to the entry with the code `editing`. */
export function codeListFormSchema(kind: CodeListKind) {
  return (editing: string | null) =>
    recordFormSchema<CodeListFormValues, CreateBody, UpdateBody>(
      editing,
      { from: (values) => createBody(kind, values), schema: codeListCreateSchemas[kind] },
      { from: (values) => updateBody(kind, values), schema: codeListUpdateSchemas[kind] },
    );
}
