/**
 * Deleting a row: a question first (confirm pattern of spec 000 §8, in red), then the call; a
 * success toast, or the server's refusal in an error toast (a branch with sales, say, is to be
 * deactivated instead, and the server says so).
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { mutateAfterConfirm } from './mutate-after-confirm';
import type { RowIdentity, RowManagement } from './record-list-types';

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
  const onDelete = (row: Row) =>
    mutateAfterConfirm({
      question: {
        title: `Delete ${words.one} ${identity.name(row)}?`,
        text: 'This cannot be undone.',
        confirmLabel: DELETE_BUTTON,
        confirmColor: 'red',
      },
      mutation,
      variables: row,
      doneTitle: words.deletedTitle,
      doneText: () => identity.name(row),
      failedTitle: words.failedTitle,
    });

  const isDeleting = (row: Row) =>
    mutation.isPending &&
    mutation.variables !== undefined &&
    identity.key(mutation.variables) === identity.key(row);

  return { onDelete: (row) => void onDelete(row), isDeleting };
}
