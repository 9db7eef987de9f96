/**
 * The per-outlet detail of a month, for every widget that opens one: sales, ASP, UPT, ATV and
 * traffic, and their LFL variants (the kind picks the call, the title and the columns), as a
 * full-width worklist under one title that names the month. Rendered only while a selection exists; the selection is cleared when
 * it closes.
 */
import { useSalesQuery } from '../api/sales-queries';
import { DetailModal } from './detail-modal';
import { type DetailKind, detailModalTitle, salesDetailCallOf } from './detail-model';
import type { DetailQuery } from './detail-query';
import { SalesWorklist } from './sales-worklist';
import { useRetained } from './use-retained';

interface SalesDetailModalProps {
  kind: DetailKind;
  /** The selected month; null keeps the modal closed. */
  query: DetailQuery | null;
  onClose: () => void;
}

export function SalesDetailModal({ kind, query, onClose }: SalesDetailModalProps) {
  const shown = useRetained(query);
  const detail = useSalesQuery(salesDetailCallOf(kind), shown);
  return (
    <DetailModal
      opened={query !== null}
      title={detailModalTitle(kind, shown)}
      onClose={onClose}
      query={detail}
    >
      {(data) => <SalesWorklist kind={kind} detail={data} />}
    </DetailModal>
  );
}
