/**
 * The profit dilution detail (chartprofitdilutiondetail) as a table: one row per product
 * category, the months of the year as columns (that kind's % of gross), the YTD % (`persen`),
 * and the Total row last.
 */
import type { DilutionKind, ProfitDilutionDetail } from '@outlet-pulse/contracts';
import type { TableModel } from '../../../components/data-table/table-model';

export type DilutionDetailRow = ProfitDilutionDetail['body'][number] & { total: boolean };

/**
 * 'MONTHLY CATEGORY' followed by the series name (spec 000 §2), and the year when it is known:
 * the modal says it once, above the table it names.
 */
export function dilutionDetailTitle(kind: DilutionKind | string, year?: string): string {
  return year ? `MONTHLY CATEGORY ${kind} ${year}` : `MONTHLY CATEGORY ${kind}`;
}

export function dilutionDetailTable(detail: ProfitDilutionDetail): TableModel<DilutionDetailRow> {
  return {
    columns: [
      { id: 'category', header: 'CATEGORY', rowHeader: true, value: (row) => row.category },
      ...detail.header.map((month, index) => ({
        id: `month-${index}`,
        header: month,
        kind: 'percent' as const,
        value: (row: DilutionDetailRow) => row.data[index] ?? null,
      })),
      { id: 'persen', header: 'YTD', kind: 'percent', value: (row) => row.persen },
    ],
    sections: [
      {
        id: 'categories',
        rows: [
          ...detail.body.map((row) => ({ ...row, total: false })),
          { ...detail.grandtotal, total: true },
        ],
      },
    ],
    rowId: (row) => (row.total ? 'total' : row.category),
    isTotal: (row) => row.total,
  };
}
