/**
 * PROFIT DILUTION ALL BRAND (chartprofitdilutionviewbyall, spec 000 §2): the four dilution kinds
 * of all brands added up in the chart; the table has the TOTAL block, then one block per
 * company, each with its MARKDOWN, VIP, PROMO and TOTAL rows. A click on a line opens that
 * kind's MONTHLY CATEGORY detail for TOTAL; a kind's button in a block opens it for that company.
 */
import { type ProfitDilutionAllBrand, responses } from '@outlet-pulse/contracts';
import { useMemo, useState } from 'react';
import { Chart } from '../../../lib/charts/chart';
import { buildChartOption, type ChartPoint } from '../../../lib/charts/chart-option';
import { allBrandDetailFilter, type DetailQuery } from '../detail/detail-query';
import { DilutionDetailModal } from '../detail/dilution-detail-modal';
import { dilutionDetailTitle } from '../detail/dilution-detail-model';
import { type AllBrandFilter, TOTAL_COMPANY } from '../sales-filter';
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

export const PROFIT_DILUTION_ALL_BRAND_CALL = 'chartprofitdilutionviewbyall';
const TITLE = 'PROFIT DILUTION ALL BRAND';

/** The call takes the single-brand query; it counts every visible company whatever is sent. */
function allBrandDilutionQuery(filter: AllBrandFilter): Record<string, string> {
  return { ...allBrandDetailFilter(filter, TOTAL_COMPANY), year: String(filter.year) };
}

interface ContentProps {
  data: ProfitDilutionAllBrand;
  filter: AllBrandFilter;
  onSelect: (query: DetailQuery) => void;
}

function AllBrandDilutionContent({ data, filter, onSelect }: ContentProps) {
  const option = useMemo(
    () => buildChartOption(dilutionChart(data.chartcategory, data.chart)),
    [data],
  );
  const year = filter.year;
  const model = useMemo((): TableModel<DilutionEntry> => {
    const month = lastMonthIndex(data.datalastupdate.dateLastViewFormat, year);
    const names = new Map(data.rows.map((row) => [row.company, row.companyName]));
    return {
      columns: dilutionColumns(year, (entry) => {
        const kind = kindOfRow(entry);
        if (!kind) return undefined;
        const who = entry.company === TOTAL_COMPANY ? TOTAL_COMPANY : names.get(entry.company);
        return {
          label: `Open ${dilutionDetailTitle(kind)} for ${who} ${year}`,
          onActivate: () =>
            onSelect(
              dilutionDetailQuery(allBrandDetailFilter(filter, entry.company), year, kind, month),
            ),
        };
      }),
      sections: data.rows.map((row) => ({
        id: row.company,
        title:
          row.company === TOTAL_COMPANY ? TOTAL_COMPANY : `${row.companyName} (${row.company})`,
        rows: dilutionRows(row.company, row),
      })),
      rowId: (entry) => String(entry.row.name),
      isTotal: (entry) => entry.company === TOTAL_COMPANY,
    };
  }, [data, year, filter, onSelect]);
  const onPointClick = (point: ChartPoint) => {
    if (!isDilutionKind(point.seriesName)) return;
    const query = allBrandDetailFilter(filter, TOTAL_COMPANY);
    onSelect(dilutionDetailQuery(query, year, point.seriesName, point.dataIndex));
  };
  const name = `${TITLE} ${year}`;
  return (
    <>
      <Chart
        option={option}
        label={`${TITLE} chart: markdown, VIP, promo and total dilution of all brands per month`}
        onPointClick={onPointClick}
      />
      <DataTable
        model={model}
        label={`${TITLE} by company, kind and month`}
        fileName={name}
        sheetTitle={`${name} · ${data.datalastupdate.chartsubtitle}`}
      />
    </>
  );
}

export function ProfitDilutionAllBrandWidget({ filter }: { filter: AllBrandFilter }) {
  const query = useMemo(() => allBrandDilutionQuery(filter), [filter]);
  const dilution = useSalesCall(
    PROFIT_DILUTION_ALL_BRAND_CALL,
    responses.profitDilutionAllBrand,
    query,
  );
  const [selection, setSelection] = useState<DetailQuery | null>(null);
  return (
    <>
      <WidgetCard
        name="ProfitDilutionAllBrandWidget"
        title={TITLE}
        query={dilution}
        subtitle={(data) => data.datalastupdate.chartsubtitle}
        isEmpty={(data) => hasNoDilution(data.chart)}
      >
        {(data) => <AllBrandDilutionContent data={data} filter={filter} onSelect={setSelection} />}
      </WidgetCard>
      <DilutionDetailModal query={selection} onClose={() => setSelection(null)} />
    </>
  );
}
