/**
 * Deleting a master record that may be in use (a branch, a code list entry, an employee): the
 * question, then the call. When the server refuses because data refers to the record, its reason
 * is shown with a 'Deactivate instead' button that deactivates it; any other refusal shows in an
 * error toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RowIdentity, RowManagement } from '../../components/record-list/record-list-types';
import { reportFailure } from '../../components/record-list/report-failure';
import { DELETE_BUTTON } from '../../components/record-list/use-confirmed-delete';
import { confirmAction, toast } from '../../lib/notices';
import { MASTER_DATA_KEY } from './master-data-keys';
import { capitalized } from './master-kind';
import { offersDeactivation } from './refused-delete';

export const DEACTIVATE_BUTTON = 'Deactivate instead';

/** The calls that delete a record and that deactivate it. */
export interface DeleteOrDeactivateCalls<Row> {
  remove: (row: Row) => Promise<unknown>;
  deactivate: (row: Row) => Promise<unknown>;
}

export function useDeleteOrDeactivate<Row>(
  calls: DeleteOrDeactivateCalls<Row>,
  one: string,
  identity: RowIdentity<Row>,
): Pick<RowManagement<Row>, 'onDelete' | 'isDeleting'> {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MASTER_DATA_KEY });
  const remove = useMutation({ mutationFn: calls.remove, onSuccess: refresh });
  const deactivate = useMutation({ mutationFn: calls.deactivate, onSuccess: refresh });

  const offerDeactivation = async (row: Row, reason: string) => {
    const question = { title: `Deactivate ${one} ${identity.name(row)}?`, text: reason };
    if (!(await confirmAction({ ...question, confirmLabel: DEACTIVATE_BUTTON }))) return;
    deactivate.mutate(row, {
      onSuccess: () =>
        toast('success', `${capitalized(one)} deactivated`, identity.name(row), { service: true }),
      onError: (error) => reportFailure(`The ${one} was not deactivated`, error),
    });
  };

  const onDelete = async (row: Row) => {
    const asked = await confirmAction({
      title: `Delete ${one} ${identity.name(row)}?`,
      text: 'This cannot be undone.',
      confirmLabel: DELETE_BUTTON,
      confirmColor: 'red',
    });
    if (!asked) return;
    remove.mutate(row, {
      onSuccess: () =>
        toast('success', `${capitalized(one)} deleted`, identity.name(row), { service: true }),
      onError: (error) =>
        offersDeactivation(error)
          ? void offerDeactivation(row, error.message)
          : reportFailure(`The ${one} was not deleted`, error),
    });
  };

  const busyWith = (mutation: { isPending: boolean; variables: Row | undefined }, row: Row) =>
    mutation.isPending &&
    mutation.variables !== undefined &&
    identity.key(mutation.variables) === identity.key(row);

  return {
    onDelete: (row) => void onDelete(row),
    isDeleting: (row) => busyWith(remove, row) || busyWith(deactivate, row),
  };
}
