/**
 * The profit dilution detail: 'MONTHLY CATEGORY', the clicked kind and the year as its one
 * title, and the category-by-month percentage table with its Total row, across the full width
 * like the other details (issue 25, item 9): at 1366 px every month and the YTD column show
 * without scrolling; narrower, the table scrolls under its pinned CATEGORY column.
 */
import { Text } from '@mantine/core';
import type { ProfitDilutionDetail } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { dilutionDetailCall, useSalesQuery } from '../api/sales-queries';
import { DetailModal } from './detail-modal';
import type { DetailQuery } from './detail-query';
import { dilutionDetailTable, dilutionDetailTitle } from './dilution-detail-model';
import { useRetained } from './use-retained';

function DilutionDetailContent({
  detail,
  titleLine,
}: {
  detail: ProfitDilutionDetail;
  titleLine: string;
}) {
  const model = useMemo(() => dilutionDetailTable(detail), [detail]);
  return (
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
  const title = dilutionDetailTitle(shown?.kind ?? '', shown?.year);
  return (
    <DetailModal opened={query !== null} title={title} onClose={onClose} query={detail}>
      {(data) => <DilutionDetailContent detail={data} titleLine={title} />}
    </DetailModal>
  );
}
