/**
 * Where the Today page drills to: the sales summary's outlet worklist (detail/), for the
 * running month of the page's scope (a day of the chart or the table), for one brand (a row of
 * the league table, opening sorted by pace, the worklist's default while the month runs), or
 * for the outlets of an exception chip, with each outlet's reason above the worklist.
 */
import { List, Stack, Text } from '@mantine/core';
import type { TodayException, TodayScope } from '@outlet-pulse/contracts';
import { useSalesQuery } from '../api/sales-queries';
import { DetailModal } from '../detail/detail-modal';
import { detailModalTitle, salesDetailCallOf } from '../detail/detail-model';
import type { DetailQuery } from '../detail/detail-query';
import { SalesWorklist } from '../detail/sales-worklist';
import { useRetained } from '../detail/use-retained';
import { ALL_OUTLETS, TOTAL_COMPANY } from '../sales-filter';

type Reason = TodayException['outlets'][number];

export interface WorklistSelection {
  title: string;
  query: DetailQuery;
  /** A chip's outlets, each with why it is there. */
  reasons?: readonly Reason[];
  caption?: string;
}

/**
 * The detail's filter for the page's scope: one company, or TOTAL for several. TOTAL covers
 * every company the user may see, so a scope of some of them (a saved view of two brands) is
 * narrowed by its outlets: `viewOutlets`, the outlets of those companies, type and groups.
 */
export function scopeDetailFilter(
  scope: TodayScope,
  viewOutlets?: readonly string[],
): Record<string, string> {
  const [only] = scope.companies;
  const outlets = scope.outlets === ALL_OUTLETS ? viewOutlets : scope.outlets;
  return {
    company: scope.companies.length === 1 && only ? only.code : TOTAL_COMPANY,
    type: scope.type,
    group: scope.groups.join(','),
    outlet: outlets && outlets.length > 0 ? outlets.join(',') : ALL_OUTLETS,
  };
}

/** The running month of the data day: the detail's year and month. */
export function monthOf(dataUntil: string): { year: string; month: string } {
  return { year: dataUntil.slice(0, 4), month: String(Number(dataUntil.slice(5, 7))) };
}

/** The month's worklist of the whole scope (a day of the chart or the table). */
export function scopeSelection(
  scope: TodayScope,
  dataUntil: string,
  viewOutlets?: readonly string[],
): WorklistSelection {
  const query = { ...scopeDetailFilter(scope, viewOutlets), ...monthOf(dataUntil) };
  return { title: detailModalTitle('sales', query), query };
}

/** One brand's worklist (a league row): its own company, the row's group when it has one. */
export function brandSelection(
  scope: TodayScope,
  dataUntil: string,
  row: { company: string; label: string; type: string; group: string | null },
): WorklistSelection {
  const query = {
    ...scopeDetailFilter(scope),
    company: row.company,
    type: row.type,
    ...(row.group ? { group: row.group } : {}),
    ...monthOf(dataUntil),
  };
  return { title: `${detailModalTitle('sales', query)} · ${row.label}`, query };
}

/** A chip's outlets: the scope's filter narrowed to them, with their reasons. */
export function exceptionSelection(
  scope: TodayScope,
  dataUntil: string,
  exception: TodayException,
  label: string,
  caption: string,
): WorklistSelection {
  const query = {
    ...scopeDetailFilter(scope),
    outlet: exception.outlets.map((outlet) => outlet.outletId).join(','),
    ...monthOf(dataUntil),
  };
  return {
    title: `${label} · ${detailModalTitle('sales', query)}`,
    query,
    reasons: exception.outlets,
    caption,
  };
}

function Reasons({ reasons, caption }: { reasons: readonly Reason[]; caption?: string }) {
  return (
    <Stack gap={4} component="section" aria-label="Why these outlets">
      {caption && (
        <Text size="sm" fw={600}>
          {caption}
        </Text>
      )}
      {/* Many outlets scroll in their own box, which the keyboard can reach. */}
      <List
        size="sm"
        spacing={2}
        data-reasons
        tabIndex={0}
        aria-label="Outlets and their reasons"
        style={{ maxHeight: 168, overflowY: 'auto' }}
      >
        {reasons.map((outlet) => (
          <List.Item key={outlet.outletId} data-outlet={outlet.outletId}>
            <Text span fw={600} size="sm">
              {outlet.name}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              ({outlet.outletId} · {outlet.company})
            </Text>
            : {outlet.reason}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function TodayWorklist({
  selection,
  onClose,
}: {
  selection: WorklistSelection | null;
  onClose: () => void;
}) {
  const shown = useRetained(selection);
  const detail = useSalesQuery(salesDetailCallOf('sales'), shown?.query ?? null);
  return (
    <DetailModal
      opened={selection !== null}
      title={shown?.title ?? ''}
      onClose={onClose}
      query={detail}
    >
      {(data) => (
        <Stack gap="sm">
          {shown?.reasons && <Reasons reasons={shown.reasons} caption={shown.caption} />}
          <SalesWorklist kind="sales" detail={data} />
        </Stack>
      )}
    </DetailModal>
  );
}
