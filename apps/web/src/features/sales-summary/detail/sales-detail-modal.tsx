/**
 * The per-outlet detail of a month, for every widget that opens one: sales, ASP, UPT, ATV and
 * traffic, and their LFL variants (the kind picks the call, the title and the columns).
 * Rendered only while a selection exists; the selection is cleared when it closes.
 */
import { Stack, Text } from '@mantine/core';
import { responses, type SalesDetail } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { DataTable } from '../shared/data-table';
import { useSalesCall } from '../shared/sales-query';
import { DetailModal } from './detail-modal';
import {
  DETAIL_TITLES,
  type DetailKind,
  type DetailRow,
  detailCall,
  detailTable,
  detailTitleLine,
  familyOf,
} from './detail-model';
import type { DetailQuery } from './detail-query';
import { useRetained } from './use-retained';

function OutletName({ row }: { row: DetailRow }) {
  if (!row.closed) return <>{row.name}</>;
  return (
    <Text span inherit c="red.8" title="Closed outlet">
      {row.name}
    </Text>
  );
}

function SalesDetailContent({ kind, detail }: { kind: DetailKind; detail: SalesDetail }) {
  const model = useMemo(() => {
    const table = detailTable(kind, detail);
    return {
      ...table,
      columns: table.columns.map((column) =>
        column.id === 'branchname'
          ? { ...column, render: (row: DetailRow) => <OutletName row={row} /> }
          : column,
      ),
    };
  }, [kind, detail]);
  const titleLine = detailTitleLine(kind, detail.title);
  return (
    <Stack gap="xs">
      <Text fw={600}>{titleLine}</Text>
      <DataTable
        model={model}
        label={titleLine}
        fileName={titleLine}
        sheetTitle={`${titleLine} · until ${detail.referenceDate}`}
        caption={
          <Text size="xs" c="dimmed">
            Until {detail.referenceDate} · {detail.count} outlets ·{' '}
            {familyOf(kind) === 'traffic'
              ? 'visitors, transactions and conversion'
              : 'amounts in rupiah (Rp.)'}
          </Text>
        }
      />
    </Stack>
  );
}

interface SalesDetailModalProps {
  kind: DetailKind;
  /** The selected month; null keeps the modal closed. */
  query: DetailQuery | null;
  onClose: () => void;
}

export function SalesDetailModal({ kind, query, onClose }: SalesDetailModalProps) {
  const shown = useRetained(query);
  const detail = useSalesCall(detailCall(kind), responses.salesDetail, shown);
  return (
    <DetailModal
      opened={query !== null}
      title={DETAIL_TITLES[kind]}
      onClose={onClose}
      query={detail}
    >
      {(data) => <SalesDetailContent kind={kind} detail={data} />}
    </DetailModal>
  );
}
