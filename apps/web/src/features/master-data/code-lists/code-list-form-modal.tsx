/**
 * The form inside the dialog that creates a code list entry or changes one: code and name, a
 * company's id (empty: the next free one) and excluded-by-default flag, and the active switch;
 * checked as the server checks it, the spec's question before saving, the server's messages
 * under their fields. The code (and a company's id) of an existing entry cannot change.
 */
import { TextInput } from '@mantine/core';
import type { CodeListKind } from '@outlet-pulse/contracts';
import { RecordForm } from '../../../components/record-list/record-form-modal';
import { fieldOf } from '../../../lib/form-field';
import {
  IdAndNameFields,
  type MasterFormDefinition,
  SwitchField,
  useMasterRecordForm,
} from '../master-record-form';
import { saveCodeListEntry } from './code-list-api';
import {
  type CodeListFormValues,
  type CodeListRow,
  type CodeListSave,
  codeListFormSchema,
  codeListFormValues,
  EMPTY_CODE_LIST_FORM,
} from './code-list-form';
import { codeListKind } from './code-list-kind';

type CodeListDefinition = MasterFormDefinition<CodeListRow, CodeListFormValues, CodeListSave>;

const definitionOf = (kind: CodeListKind): CodeListDefinition => ({
  kind: codeListKind(kind),
  schema: codeListFormSchema(kind),
  empty: EMPTY_CODE_LIST_FORM,
  valuesOf: codeListFormValues,
  save: (save) => saveCodeListEntry(kind, save),
});

export function CodeListForm({
  kind,
  row,
  onDone,
}: {
  kind: CodeListKind;
  row: CodeListRow | null;
  onDone: () => void;
}) {
  const definition = definitionOf(kind);
  const { form, submit, saving } = useMasterRecordForm(definition, row, onDone);
  return (
    <RecordForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <IdAndNameFields definition={definition} form={form} editing={row !== null} />
      {kind === 'company' && (
        <>
          <TextInput
            label="Company Id"
            description={row ? undefined : 'Leave empty for the next free id'}
            inputMode="numeric"
            readOnly={row !== null}
            {...fieldOf(form, 'id')}
          />
          <SwitchField
            form={form}
            name="excludedByDefault"
            label="Excluded by default"
            description="Shown only to users allowed to see excluded companies"
          />
        </>
      )}
      <SwitchField
        form={form}
        name="active"
        label="Active"
        description={
          row?.kept
            ? 'A default of the sales filter: it may be renamed but stays active'
            : 'An inactive code stays in history but is not offered for new branches'
        }
        disabled={row?.kept === true}
      />
    </RecordForm>
  );
}
