import { describe, expect, it } from 'vitest';
import { cellText, leafColumns, toSheetTable } from '../../../components/data-table/table-model';
import { dilutionDetailTable, dilutionDetailTitle } from './dilution-detail-model';

describe('the profit dilution detail', () => {
  it('lists categories by month with the YTD %, and the Total row last in bold', () => {
    const table = dilutionDetailTable({
      title: 'MONTHLY CATEGORY VIP',
      header: ['Jan', 'Feb'],
      body: [
        { category: 'ACCESSORIES', data: [2.03, null], persen: 2.04 },
        { category: 'BOTTOMS', data: [2.03, 2.06], persen: 2.04 },
      ],
      grandtotal: { category: 'Total', data: [2.03, 2.06], persen: 2.04 },
    });
    const sheet = toSheetTable(table);
    expect(sheet.columns.map((column) => column.header)).toEqual(['CATEGORY', 'Jan', 'Feb', 'YTD']);
    const leaves = leafColumns(table.columns);
    const shown = table.sections[0]?.rows.map((row) =>
      leaves.map((column) => cellText(column, row)),
    );
    expect(shown).toEqual([
      ['ACCESSORIES', '2,03%', '', '2,04%'],
      ['BOTTOMS', '2,03%', '2,06%', '2,04%'],
      ['Total', '2,03%', '2,06%', '2,04%'],
    ]);
    expect(sheet.sections[0]?.rows[2]?.[0]).toEqual({ value: 'Total', bold: true });
    expect(dilutionDetailTitle('VIP')).toBe('MONTHLY CATEGORY VIP');
    expect(dilutionDetailTitle('VIP', '2026')).toBe('MONTHLY CATEGORY VIP 2026');
  });
});
