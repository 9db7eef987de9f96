/**
 * system/company, system/product-category, system/outlet-type, system/outlet-group: one code
 * list each, searchable and in pages of 15 that live in the address. A user allowed to manage
 * master data creates, renames, deactivates and deletes entries; deleting one that data refers
 * to is refused with the reason, and deactivating it is offered instead.
 */
import { CODE_LISTS, type CodeListKind } from '@outlet-pulse/contracts';
import { MasterRecordPage } from '../master-record-page';
import { useDeleteOrDeactivate } from '../use-delete-or-deactivate';
import {
  codeListQueryOptions,
  deactivateCodeListEntry,
  deleteCodeListEntry,
} from './code-list-api';
import { codeListColumns } from './code-list-columns';
import { CodeListForm } from './code-list-form-modal';
import { codeListKind } from './code-list-kind';

const DESCRIPTIONS: Record<CodeListKind, string> = {
  company:
    'The companies of the sales data, with their id and whether they are excluded by default.',
  'product-category': 'The product categories that category sales are reported by.',
  'outlet-type': 'The outlet types of the sales filter; STORES is its default.',
  'outlet-group': 'The outlet groups of the sales filter; O, SF, OF and F are its defaults.',
};

export function CodeListPage({ kind }: { kind: CodeListKind }) {
  const masterKind = codeListKind(kind);
  const remove = useDeleteOrDeactivate(
    {
      remove: (row) => deleteCodeListEntry(kind, row),
      deactivate: (row) => deactivateCodeListEntry(kind, row),
    },
    CODE_LISTS[kind].one,
    masterKind.identity,
  );
  return (
    <MasterRecordPage
      kind={masterKind}
      description={DESCRIPTIONS[kind]}
      searchPlaceholder="Code or name"
      listQuery={codeListQueryOptions(kind)}
      deleteRecord={remove}
      columns={codeListColumns(kind)}
      form={(row, onDone) => <CodeListForm kind={kind} row={row} onDone={onDone} />}
    />
  );
}

export const CompaniesPage = () => <CodeListPage kind="company" />;
export const ProductCategoriesPage = () => <CodeListPage kind="product-category" />;
export const OutletTypesPage = () => <CodeListPage kind="outlet-type" />;
export const OutletGroupsPage = () => <CodeListPage kind="outlet-group" />;
