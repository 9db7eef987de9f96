/**
 * Deleting a row: a question first (confirm pattern of spec 000 §8, in red), then the call; a
 * success toast, or the server's refusal in an error toast (a branch with sales, say, is to be
 * deactivated instead, and the server says so).
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { confirmAction, toast } from '../../lib/notices';
import type { RowIdentity, RowManagement } from './record-list-types';
import { reportFailure } from './report-failure';

interface DeleteWords {
  /** 'branch', in 'Delete branch JKT01 Grand Indonesia?'. */
  one: string;
  /** 'Branch deleted'. */
  deletedTitle: string;
  /** 'The branch was not deleted'. */
  failedTitle: string;
}

export const DELETE_BUTTON = 'Yes, Delete it!';

export function useConfirmedDelete<Row>(
  mutation: UseMutationResult<unknown, Error, Row>,
  identity: RowIdentity<Row>,
  words: DeleteWords,
): Pick<RowManagement<Row>, 'onDelete' | 'isDeleting'> {
  async function onDelete(row: Row): Promise<void> {
    const confirmed = await confirmAction({
      title: `Delete ${words.one} ${identity.name(row)}?`,
      text: 'This cannot be undone.',
      confirmLabel: DELETE_BUTTON,
      confirmColor: 'red',
    });
    if (!confirmed) return;
    mutation.mutate(row, {
      onSuccess: () => toast('success', words.deletedTitle, identity.name(row), { service: true }),
      onError: (error) => reportFailure(words.failedTitle, error),
    });
  }

  const isDeleting = (row: Row) =>
    mutation.isPending &&
    mutation.variables !== undefined &&
    identity.key(mutation.variables) === identity.key(row);

  return { onDelete: (row) => void onDelete(row), isDeleting };
}
