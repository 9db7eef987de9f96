/**
 * The screen of a kind of master record (branches, sub-branches, regions): its list, searchable
 * and in pages of 15 that live in the address, and, for a user allowed to manage master data,
 * its 'New' button, its rows' Edit and Delete buttons and the create/edit dialog.
 */
import { MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import type { ReactNode } from 'react';
import type { ListView } from '../../components/record-list/list-view';
import type { pagedQueryOptions } from '../../components/record-list/paged-query';
import { usePagedQuery } from '../../components/record-list/paged-query';
import { RecordFormDialog } from '../../components/record-list/record-form-modal';
import {
  type ListPage,
  RecordList,
  type RecordListProps,
} from '../../components/record-list/record-list';
import type { RowManagement } from '../../components/record-list/record-list-types';
import { useConfirmedDelete } from '../../components/record-list/use-confirmed-delete';
import { useFormTarget } from '../../components/record-list/use-form-target';
import { useListView } from '../../components/record-list/use-list-view';
import { capitalized, type MasterKind } from './master-kind';
import { useMasterDataChange } from './master-record-api';
import { useCanManageMasterData } from './use-can-manage-master-data';

type DeleteFlow<Row> = Pick<RowManagement<Row>, 'onDelete' | 'isDeleting'>;

/** What the list shows, as RecordList takes it; its view, rows and buttons come from here. */
type ShownList<Row> = Omit<
  RecordListProps<Row>,
  'control' | 'list' | 'limit' | 'manage' | 'nouns' | 'identity'
>;

interface MasterRecordPageProps<Row, Data extends ListPage<Row>> extends ShownList<Row> {
  kind: MasterKind<Row>;
  listQuery: (view: ListView) => ReturnType<typeof pagedQueryOptions<ListView, Data>>;
  /** The delete call, asked about first; or a screen's own way of deleting (code lists). */
  deleteRecord: ((row: Row) => Promise<unknown>) | DeleteFlow<Row>;
  /** The form of a new record (null) or of a change to `row`. */
  form: (row: Row | null, onDone: () => void) => ReactNode;
}

export function MasterRecordPage<Row, Data extends ListPage<Row>>({
  kind: { nouns, identity },
  listQuery,
  deleteRecord,
  form: renderForm,
  ...shown
}: MasterRecordPageProps<Row, Data>) {
  const control = useListView();
  const list = usePagedQuery(listQuery(control.view));
  const canManage = useCanManageMasterData();
  const form = useFormTarget<Row>();
  const confirmedDelete = useConfirmedDelete(
    useMasterDataChange(typeof deleteRecord === 'function' ? deleteRecord : async () => {}),
    identity,
    {
      one: nouns.one,
      deletedTitle: `${capitalized(nouns.one)} deleted`,
      failedTitle: `The ${nouns.one} was not deleted`,
    },
  );
  const remove = typeof deleteRecord === 'function' ? confirmedDelete : deleteRecord;

  return (
    <>
      <RecordList
        {...shown}
        nouns={nouns}
        identity={identity}
        control={control}
        list={list}
        limit={MASTER_PAGE_SIZE}
        manage={canManage ? { onNew: form.openNew, onEdit: form.openEdit, ...remove } : null}
      />
      {canManage && (
        <RecordFormDialog
          form={form}
          title={(row) => (row ? `Edit ${nouns.one} ${identity.key(row)}` : `New ${nouns.one}`)}
        >
          {(row) => renderForm(row, form.close)}
        </RecordFormDialog>
      )}
    </>
  );
}
