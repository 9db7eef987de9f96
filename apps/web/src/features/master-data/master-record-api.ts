/**
 * The calls every master record (branch, sub-branch, region) answers alike at its own path: a
 * page of the list (GET path/?page=&limit=&keyword=), a save (POST path/create for a new record,
 * PUT path/:id for a change; both answer the record as saved) and DELETE path/:id, whose
 * refusal (a branch with sales, a region that still has branches) reaches the user as it is.
 * A change refreshes every master-data list: a renamed branch shows in the sub-branch list.
 */
import { deletedSchema, MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ListView, listQueryString } from '../../components/record-list/list-view';
import { pagedQueryOptions } from '../../components/record-list/paged-query';
import type { RecordSave } from '../../components/record-list/record-form-schema';
import type { SuccessSchema } from '../../lib/api-client';
import { authorizedPost, authorizedRequest } from '../../lib/authorized-api';
import { MASTER_DATA_KEY } from './master-data-keys';

/** The list call of the records at `path`, for a view of it and any filters of the list. */
export function masterListQuery<Data extends object>(
  queryKey: readonly unknown[],
  path: string,
  schema: SuccessSchema<Data>,
) {
  return (view: ListView, filters: Record<string, string> = {}) =>
    pagedQueryOptions(
      [
        ...queryKey,
        { page: view.page, limit: MASTER_PAGE_SIZE, keyword: view.keyword, ...filters },
      ],
      view,
      (signal) =>
        authorizedRequest(`${path}/?${listQueryString(view, MASTER_PAGE_SIZE, filters)}`, schema, {
          signal,
        }),
    );
}

/** Saves a new record or a change to one at `path`. */
export function saveMasterRecord<Create, Update, Saved>(
  path: string,
  schema: SuccessSchema<Saved>,
  save: RecordSave<Create, Update>,
) {
  return save.kind === 'create'
    ? authorizedPost(`${path}/create`, schema, save.payload)
    : authorizedRequest(`${path}/${encodeURIComponent(save.id)}`, schema, {
        method: 'PUT',
        body: save.payload,
      });
}

export function deleteMasterRecord(path: string, id: string) {
  return authorizedRequest(`${path}/${encodeURIComponent(id)}`, deletedSchema, {
    method: 'DELETE',
  });
}

/** A change to master data; every master-data list is refreshed afterwards. */
export function useMasterDataChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MASTER_DATA_KEY }),
  });
}
