/**
 * Closing and opening months: the question first ('Close 2026-03 for data changes?'), then the
 * call, then a toast saying how it went. Only a user allowed to manage master data may.
 */
import type { Period } from '@outlet-pulse/contracts';
import { mutateAfterConfirm } from '../../../components/record-list/mutate-after-confirm';
import { useCanManageMasterData } from '../use-can-manage-master-data';
import { useChangePeriod } from './api/change-period';
import { periodChange } from './period-view';

export function usePeriodActions() {
  const canChange = useCanManageMasterData();
  const change = useChangePeriod();

  function toggle(period: Period): Promise<void> {
    const words = periodChange(period);
    return mutateAfterConfirm({
      question: {
        title: words.question,
        text: words.consequence,
        confirmLabel: words.confirmLabel,
        confirmColor: words.status === 'CLOSED' ? 'red' : undefined,
      },
      mutation: change,
      variables: { period, change: { status: words.status } },
      doneTitle: words.done,
      failedTitle: `${period.period} was not changed`,
    });
  }

  /** Whether this month's change is under way. */
  const isChanging = (period: Period) =>
    change.isPending &&
    change.variables?.period.year === period.year &&
    change.variables.period.month === period.month;

  return { canChange, toggle: (period: Period) => void toggle(period), isChanging };
}

export type PeriodActions = ReturnType<typeof usePeriodActions>;
