/**
 * A change the user is asked about first (confirm pattern of spec 000 §8): the question, then
 * the call; a success toast, or the server's refusal in an error toast.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ConfirmOptions, confirmAction, toast } from '../../lib/notices';
import { reportFailure } from './report-failure';

interface ConfirmedChange<Variables, Answer> {
  question: ConfirmOptions;
  mutation: UseMutationResult<Answer, Error, Variables>;
  variables: Variables;
  /** The success toast's title, and what it says under it. */
  doneTitle: string | ((answer: Answer) => string);
  doneText?: (answer: Answer) => ReactNode;
  /** The error toast's title. */
  failedTitle: string;
  /** After the success toast. */
  onDone?: (answer: Answer) => void;
}

export async function mutateAfterConfirm<Variables, Answer>({
  question,
  mutation,
  variables,
  doneTitle,
  doneText,
  failedTitle,
  onDone,
}: ConfirmedChange<Variables, Answer>): Promise<void> {
  if (!(await confirmAction(question))) return;
  mutation.mutate(variables, {
    onSuccess: (answer) => {
      const title = typeof doneTitle === 'string' ? doneTitle : doneTitle(answer);
      toast('success', title, doneText?.(answer), { service: true });
      onDone?.(answer);
    },
    onError: (error) => reportFailure(failedTitle, error),
  });
}
