/**
 * The calls of one code list at its path (`company`, `product-category`, …): a page of the
 * list, a save (POST path/create or PUT path/:code), DELETE path/:code, and the deactivation a
 * refused delete offers (PUT path/:code with active false).
 */
import {
  CODE_LISTS,
  type CodeListKind,
  codeListEntryResponseSchema,
  codeListResponseSchema,
  companyEntryResponseSchema,
  companyListResponseSchema,
} from '@outlet-pulse/contracts';
import type { SuccessSchema } from '../../../lib/api-client';
import { masterDataKeys } from '../master-data-keys';
import { deleteMasterRecord, masterListQuery, saveMasterRecord } from '../master-record-api';
import {
  type CodeListRow,
  type CodeListSave,
  codeListFormSchema,
  codeListFormValues,
} from './code-list-form';

const pathOf = (kind: CodeListKind) => CODE_LISTS[kind].path;

/** Companies answer their id and flag too; every list answers rows of the entry shape. */
const listSchema = (kind: CodeListKind) =>
  (kind === 'company' ? companyListResponseSchema : codeListResponseSchema) as SuccessSchema<{
    rows: CodeListRow[];
    count: number;
  }>;

const entrySchema = (kind: CodeListKind) =>
  (kind === 'company'
    ? companyEntryResponseSchema
    : codeListEntryResponseSchema) as SuccessSchema<CodeListRow>;

export const codeListQueryOptions = (kind: CodeListKind) =>
  masterListQuery(masterDataKeys.codeList(kind), pathOf(kind), listSchema(kind));

export function saveCodeListEntry(kind: CodeListKind, save: CodeListSave) {
  return saveMasterRecord(pathOf(kind), entrySchema(kind), save);
}

export function deleteCodeListEntry(kind: CodeListKind, row: CodeListRow) {
  return deleteMasterRecord(pathOf(kind), row.code);
}

/** The entry as it is, but inactive. */
export function deactivateCodeListEntry(kind: CodeListKind, row: CodeListRow) {
  const save = codeListFormSchema(kind)(row.code).parse({
    ...codeListFormValues(row),
    active: false,
  });
  return saveCodeListEntry(kind, save);
}
