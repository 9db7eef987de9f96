/**
 * The detail of a month as a worklist (issue 13, item 13): the days it covers (the modal's
 * title names it), a search over ID, outlet and company (TOTAL then adds up the outlets
 * shown), the order (any heading, or the default: the outlets furthest behind first), the
 * Excel download of every outlet in the order shown, and the rows: a pinned-edge table on a
 * desktop, cards that open on a tap on a phone.
 */
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SalesDetail } from '@outlet-pulse/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { toSheetTable } from '../../../components/data-table/table-model';
import { useDates } from '../../../lib/dates';
import { toast } from '../../../lib/notices';
import { downloadSheet } from '../../../lib/xlsx/download-sheet';
import {
  type DetailKind,
  detailColumns,
  detailLayout,
  detailRows,
  detailTable,
  detailTitleLine,
  familyOf,
} from './detail-model';
import { WorklistCards } from './worklist-cards';
import {
  columnLabels,
  columnWidths,
  defaultSort,
  nextSort,
  periodCaption,
  phoneFigures,
  sortDescription,
  worklistView,
} from './worklist-model';
import { WorklistTable } from './worklist-table';
import { WorklistToolbar } from './worklist-toolbar';

/** Phones get cards (below 768 px, like the detail modal's full screen). */
const PHONE = '(max-width: 47.99em)';
/** What the rows may fill: the modal less its title, the toolbar and its margins. */
const TABLE_MAX_HEIGHT = 'max(240px, calc(90dvh - 210px))';
const CARDS_MAX_HEIGHT = 'max(240px, calc(100dvh - 360px))';

export function SalesWorklist({ kind, detail }: { kind: DetailKind; detail: SalesDetail }) {
  const dates = useDates();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const layout = useMemo(() => detailLayout(detail), [detail]);
  const rows = useMemo(() => detailRows(detail), [detail]);
  const columns = useMemo(() => detailColumns(kind, layout), [kind, layout]);
  const labels = useMemo(() => columnLabels(columns), [columns]);
  const widths = useMemo(() => columnWidths(columns, rows), [columns, rows]);
  const initialSort = useMemo(() => defaultSort(kind, layout), [kind, layout]);
  const figures = useMemo(() => phoneFigures(kind, layout), [kind, layout]);
  const [sort, setSort] = useState(initialSort);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const view = useMemo(
    () => worklistView(rows, columns, deferredSearch, sort, detail.period),
    [rows, columns, deferredSearch, sort, detail.period],
  );
  const [exporting, setExporting] = useState(false);

  const titleLine = detailTitleLine(kind, detail.title);
  const outletCount = rows.length - view.totals.length;
  const isDefault =
    sort.columnId === initialSort.columnId && sort.direction === initialSort.direction;

  const sortText = sortDescription(sort, labels);

  /** Every outlet, whatever the search, in the order shown, after TOTAL. */
  async function exportAll() {
    setExporting(true);
    try {
      const all = worklistView(rows, columns, '', sort, detail.period);
      const table = detailTable(columns, [...all.totals, ...all.outlets]);
      const title = `${titleLine} · until ${detail.referenceDate} · ${sortText}`;
      await downloadSheet(toSheetTable(table, title), titleLine);
    } catch (error) {
      toast('error', 'The Excel file could not be made', (error as Error).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap={8}>
      {/* The modal's title names the detail and its month; here, only the days it covers. */}
      <Text size="xs" c="dimmed">
        {periodCaption(detail.period, dates.date)} ·{' '}
        {familyOf(kind) === 'traffic'
          ? 'visitors, transactions and conversion'
          : 'amounts in rupiah (Rp.)'}
      </Text>
      <WorklistToolbar
        phone={phone}
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
        sortText={sortText}
        onDefaultOrder={isDefault ? null : () => setSort(initialSort)}
        columns={columns}
        shown={view.outlets.length}
        total={outletCount}
        label={titleLine}
        exporting={exporting}
        onExport={exportAll}
      />
      {view.outlets.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {outletCount === 0
            ? 'No outlet has figures for this month.'
            : 'No outlet matches the search.'}
        </Text>
      )}
      {phone ? (
        <WorklistCards
          columns={columns}
          figures={figures}
          totals={view.totals}
          outlets={view.outlets}
          maxHeight={CARDS_MAX_HEIGHT}
        />
      ) : (
        <WorklistTable
          label={titleLine}
          columns={columns}
          widths={widths}
          labels={labels}
          totals={view.totals}
          outlets={view.outlets}
          sort={sort}
          onSort={(columnId) => setSort((current) => nextSort(current, columnId))}
          maxHeight={TABLE_MAX_HEIGHT}
        />
      )}
    </Stack>
  );
}
