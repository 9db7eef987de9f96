/**
 * Closing and opening months: the question first ('Close 2026-03 for data changes?'), then the
 * call, then a toast saying how it went. Only a user allowed to manage master data may.
 */
import type { Period } from '@outlet-pulse/contracts';
import { reportFailure } from '../../../components/record-list/report-failure';
import { confirmAction, toast } from '../../../lib/notices';
import { useCanManageMasterData } from '../use-can-manage-master-data';
import { useChangePeriod } from './api/change-period';
import { periodChange } from './period-view';

export function usePeriodActions() {
  const canChange = useCanManageMasterData();
  const change = useChangePeriod();

  async function toggle(period: Period): Promise<void> {
    const words = periodChange(period);
    const confirmed = await confirmAction({
      title: words.question,
      text: words.consequence,
      confirmLabel: words.confirmLabel,
      confirmColor: words.status === 'CLOSED' ? 'red' : undefined,
    });
    if (!confirmed) return;
    change.mutate(
      { period, change: { status: words.status } },
      {
        onSuccess: () => toast('success', words.done, undefined, { service: true }),
        onError: (error) => reportFailure(`${period.period} was not changed`, error),
      },
    );
  }

  /** Whether this month's change is under way. */
  const isChanging = (period: Period) =>
    change.isPending &&
    change.variables?.period.year === period.year &&
    change.variables.period.month === period.month;

  return { canChange, toggle: (period: Period) => void toggle(period), isChanging };
}

export type PeriodActions = ReturnType<typeof usePeriodActions>;
