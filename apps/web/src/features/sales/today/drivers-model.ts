/**
 * The drivers of the month's growth (issue 26, point 6), without React: one row for the scope
 * and one per brand, each splitting the growth against the same days last year into
 * log-ratio contributions in percentage points (traffic × conversion × ATV, ATV = UPT × ASP),
 * which add up to the growth. Without traffic readings the split is transactions × ATV, and
 * the traffic and conversion cells stay empty: the table says so instead of drawing them.
 */
import type { DriverSplit, TodayDrivers } from '@outlet-pulse/contracts';
import type { TableColumn, TableModel } from '../../../components/data-table/table-model';

export interface DriverRow extends DriverSplit {
  id: string;
  name: string;
  scope: boolean;
}

export const NO_TRAFFIC_NOTE = 'no readings';

export function driverRows(drivers: TodayDrivers, scopeName: string): DriverRow[] {
  return [
    { ...drivers.scope, id: 'scope', name: scopeName, scope: true },
    ...drivers.brands.map((brand) => ({ ...brand, id: brand.company, scope: false })),
  ];
}

/** A row with a growth to split but no traffic readings (a row without sales has neither). */
export const hasNoTraffic = (row: DriverSplit) => !row.trafficMeasured && row.growthPersen !== null;

/** Whether any row lacks traffic readings: the table then shows the transactions column. */
export const anyUnmeasured = (rows: readonly DriverRow[]) => rows.some(hasNoTraffic);

const signFlag = (value: number | null) =>
  typeof value !== 'number' ? 'X' : value >= 0 ? 'Y' : 'N';

function ppColumn(id: keyof DriverSplit, header: string): TableColumn<DriverRow> {
  return {
    id,
    header,
    kind: 'pp',
    value: (row) => row[id] as number | null,
    flag: (row) => signFlag(row[id] as number | null),
    arrows: 'value',
  };
}

export function driversTableModel(rows: readonly DriverRow[]): TableModel<DriverRow> {
  const columns: TableColumn<DriverRow>[] = [
    { id: 'name', header: 'SCOPE / BRAND', rowHeader: true, value: (row) => row.name },
    {
      id: 'growthPersen',
      header: 'GROWTH',
      kind: 'percent',
      value: (row) => row.growthPersen,
      flag: (row) => signFlag(row.growthPersen),
      arrows: 'value',
    },
    {
      ...ppColumn('trafficPp', 'TRAFFIC'),
      value: (row) => (hasNoTraffic(row) ? NO_TRAFFIC_NOTE : row.trafficPp),
    },
    ppColumn('conversionPp', 'CONVERSION'),
    ...(anyUnmeasured(rows) ? [ppColumn('transactionsPp', 'TRANSACTIONS')] : []),
    ppColumn('atvPp', 'ATV'),
    ppColumn('uptPp', 'UPT'),
    ppColumn('aspPp', 'ASP'),
  ];
  return {
    rowId: (row) => row.id,
    isTotal: (row) => row.scope,
    columns,
    sections: [{ id: 'drivers', rows }],
  };
}
