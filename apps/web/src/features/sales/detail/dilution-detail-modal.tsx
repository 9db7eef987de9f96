/**
 * The profit dilution detail: 'MONTHLY CATEGORY' and the clicked kind, the server's title line,
 * and the category-by-month percentage table with its Total row.
 */
import { Stack, Text } from '@mantine/core';
import type { ProfitDilutionDetail } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { dilutionDetailCall, useSalesQuery } from '../api/sales-queries';
import { DetailModal } from './detail-modal';
import type { DetailQuery } from './detail-query';
import { dilutionDetailTable, dilutionDetailTitle } from './dilution-detail-model';
import { useRetained } from './use-retained';

function DilutionDetailContent({ detail, year }: { detail: ProfitDilutionDetail; year: string }) {
  const model = useMemo(() => dilutionDetailTable(detail), [detail]);
  const titleLine = `${detail.title} ${year}`;
  return (
    <Stack gap="xs">
      <Text fw={600}>{titleLine}</Text>
      <DataTable
        model={model}
        label={titleLine}
        fileName={titleLine}
        sheetTitle={titleLine}
        caption={
          <Text size="xs" c="dimmed">
            % of gross sales per product category
          </Text>
        }
      />
    </Stack>
  );
}

interface DilutionDetailModalProps {
  /** The detail query with its `kind`; null keeps the modal closed. */
  query: DetailQuery | null;
  onClose: () => void;
}

export function DilutionDetailModal({ query, onClose }: DilutionDetailModalProps) {
  const shown = useRetained(query);
  const detail = useSalesQuery(dilutionDetailCall, shown);
  return (
    <DetailModal
      opened={query !== null}
      title={dilutionDetailTitle(shown?.kind ?? '')}
      onClose={onClose}
      query={detail}
    >
      {(data) => <DilutionDetailContent detail={data} year={shown?.year ?? ''} />}
    </DetailModal>
  );
}
