/**
 * The table of every monthly widget (sales summary, traffic, ASP / UPT / ATV and their LFL
 * twins), without React: a label column headed by the year, then one column per month whose
 * cells carry a value, a flag (arrow and colour) and the server's toolip, each row saying how
 * its numbers read. The running month's heading reads 'MTD', a month's heading can open its
 * detail, and a narrow table opens on the latest month.
 */
import type { RunningMonth, StatusFlag } from '@outlet-pulse/contracts';
import type {
  ArrowRule,
  TableAction,
  TableColumn,
} from '../../../components/data-table/table-model';
import type { NumberKind } from '../../../lib/format';
import { latestMonthIndex, MTD_NOTE, runningIndexOf } from './running-month';

export interface MonthCell {
  /** The number shown, or null when the cell stays empty. */
  value: number | null;
  /** The arrow and colour; rows without a flag have none. */
  flag?: StatusFlag;
  tooltip?: string;
}

export interface MonthRow {
  label: string;
  kind: NumberKind;
  cells: readonly MonthCell[];
}

/** A month's cell as the server flags it: the value shown, its status and its toolip. */
export function flaggedCell(
  value: number | null,
  { status, toolip }: { status: StatusFlag; toolip: string },
): MonthCell {
  return { value, flag: status, tooltip: toolip };
}

/** A row of percentages by month, such as GROWTH and ACHIEVEMENT. */
export function percentRow<Id extends string>(id: Id, label: string, cells: MonthCell[]) {
  return { id, label, kind: 'percent' as const, cells };
}

export function monthColumnId(monthIndex: number): string {
  return `month-${monthIndex}`;
}

export interface MonthColumnOptions {
  /** The columns' kind (percent unless told): they align as numbers; each row says how its read. */
  kind?: NumberKind;
  /** Arrows from each cell's flag (the default), or colour alone. */
  arrows?: ArrowRule;
  /** Makes a month's heading a button that opens its detail: the keyboard's chart click. */
  monthAction?: ((monthIndex: number) => TableAction) | undefined;
  /** Its heading reads 'MTD' too, in the running month's year. */
  runningMonth?: RunningMonth | null;
}

/** The label column headed by the year, then one column per month of `categories`. */
export function monthColumns<Row extends MonthRow>(
  categories: readonly string[],
  year: number,
  { kind = 'percent', arrows = true, monthAction, runningMonth = null }: MonthColumnOptions = {},
): TableColumn<Row>[] {
  const running = runningMonth?.year === year ? runningIndexOf(runningMonth) : null;
  return [
    { id: 'label', header: String(year), rowHeader: true, value: (row) => row.label },
    ...categories.map(
      (category, index): TableColumn<Row> => ({
        id: monthColumnId(index),
        header: category,
        kind,
        rowKind: (row) => row.kind,
        value: (row) => row.cells[index]?.value ?? null,
        flag: (row) => row.cells[index]?.flag,
        arrows,
        tooltip: (row) => row.cells[index]?.tooltip,
        ...(index === running ? { note: MTD_NOTE } : {}),
        ...(monthAction ? { headerAction: monthAction(index) } : {}),
      }),
    ),
  ];
}

/** The month column a narrow table opens on: the running month, or the last with a value. */
export function latestMonthColumn(
  runningMonth: RunningMonth | null,
  values: readonly (number | null)[],
): string | undefined {
  const index = latestMonthIndex(runningMonth, values);
  return index === null ? undefined : monthColumnId(index);
}
