/**
 * PROFIT DILUTION (chartprofitdilution, spec 000 §2): markdown, VIP, promo and total dilution as
 * % of gross per month of the chosen year, the MARKDOWN / VIP / PROMO / TOTAL table, and the
 * 'MONTHLY CATEGORY <kind>' detail of a clicked line (or of a kind's button in the table).
 */
import { type ProfitDilution, responses } from '@outlet-pulse/contracts';
import { useMemo, useState } from 'react';
import { Chart } from '../../../lib/charts/chart';
import { buildChartOption, type ChartPoint } from '../../../lib/charts/chart-option';
import type { DetailQuery } from '../detail/detail-query';
import { DilutionDetailModal } from '../detail/dilution-detail-modal';
import { dilutionDetailTitle } from '../detail/dilution-detail-model';
import { type BrandFilter, brandQuery } from '../sales-filter';
import { DataTable } from '../shared/data-table';
import { useSalesCall } from '../shared/sales-query';
import type { TableModel } from '../shared/table-model';
import { WidgetCard } from '../shared/widget-card';
import {
  type DilutionEntry,
  dilutionChart,
  dilutionColumns,
  dilutionDetailQuery,
  dilutionRows,
  hasNoDilution,
  isDilutionKind,
  kindOfRow,
  lastMonthIndex,
} from './profit-dilution-model';

export const PROFIT_DILUTION_CALL = 'chartprofitdilution';
const TITLE = 'PROFIT DILUTION';

interface ContentProps {
  data: ProfitDilution;
  filter: BrandFilter;
  filterQuery: Record<string, string>;
  onSelect: (query: DetailQuery) => void;
}

function ProfitDilutionContent({ data, filter, filterQuery, onSelect }: ContentProps) {
  const option = useMemo(
    () => buildChartOption(dilutionChart(data.chartcategory, data.chart)),
    [data],
  );
  const year = filter.year;
  const model = useMemo((): TableModel<DilutionEntry> => {
    const month = lastMonthIndex(data.datalastupdate.dateLastViewFormat, year);
    return {
      columns: dilutionColumns(year, (entry) => {
        const kind = kindOfRow(entry);
        if (!kind) return undefined;
        return {
          label: `Open ${dilutionDetailTitle(kind)} for ${year}`,
          onActivate: () => onSelect(dilutionDetailQuery(filterQuery, year, kind, month)),
        };
      }),
      sections: [{ id: 'dilution', rows: dilutionRows(filter.company, data) }],
      rowId: (entry) => String(entry.row.name),
    };
  }, [data, year, filter.company, filterQuery, onSelect]);
  const onPointClick = (point: ChartPoint) => {
    if (!isDilutionKind(point.seriesName)) return;
    onSelect(dilutionDetailQuery(filterQuery, year, point.seriesName, point.dataIndex));
  };
  const name = `${TITLE} ${filter.company} ${year}`;
  return (
    <>
      <Chart
        option={option}
        label={`${TITLE} chart: markdown, VIP, promo and total dilution per month`}
        onPointClick={onPointClick}
      />
      <DataTable
        model={model}
        label={`${TITLE} by kind and month`}
        fileName={name}
        sheetTitle={`${name} · ${data.datalastupdate.chartsubtitle}`}
      />
    </>
  );
}

export function ProfitDilutionWidget({ filter }: { filter: BrandFilter }) {
  const filterQuery = useMemo(() => brandQuery(filter), [filter]);
  const dilution = useSalesCall(PROFIT_DILUTION_CALL, responses.profitDilution, filterQuery);
  const [selection, setSelection] = useState<DetailQuery | null>(null);
  return (
    <>
      <WidgetCard
        name="ProfitDilutionWidget"
        title={TITLE}
        query={dilution}
        subtitle={(data) => data.datalastupdate.chartsubtitle}
        isEmpty={(data) => hasNoDilution(data.chart)}
      >
        {(data) => (
          <ProfitDilutionContent
            data={data}
            filter={filter}
            filterQuery={filterQuery}
            onSelect={setSelection}
          />
        )}
      </WidgetCard>
      <DilutionDetailModal query={selection} onClose={() => setSelection(null)} />
    </>
  );
}
