/** Reading the widgets' tables as a person reads them: their rows' texts and the numbers in them. */
import type { Locator } from 'playwright-core';

/** '▲11,05%' → 11.05, '28.106.346.956' → 28106346956, '+0,03 pp' → 0.03, '' or '-' → null. */
export function numberIn(text: string): number | null {
  const match = /-?\d[\d.]*(?:,\d+)?/.exec(text);
  return match ? Number(match[0].replaceAll('.', '').replace(',', '.')) : null;
}

export async function rowTexts(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()),
      ),
    );
}

/** The rows of a widget table as label + numbers. */
export async function tableNumbers(table: Locator): Promise<(string | number | null)[][]> {
  return (await rowTexts(table)).map((row) => [row[0] ?? '', ...row.slice(1).map(numberIn)]);
}

/** A percentage as the sheet keeps it: 11.07 → 0.1107. */
export const realPercent = (value: number | null) =>
  value === null ? null : Math.round(value * 1e8) / 1e10;

/**
 * The rows of a table as the label and the exact value of each cell (its data-value), for
 * cells whose text rounds or abbreviates ('Rp. 1,3 B'); null where a cell has none.
 */
export async function tableValues(table: Locator): Promise<(string | number | null)[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const [label, ...cells] = [...row.querySelectorAll('th, td')] as HTMLElement[];
      return [
        label?.innerText.trim() ?? '',
        ...cells.map((cell) => {
          const value = cell.getAttribute('data-value');
          return value === null ? null : Number(value);
        }),
      ];
    }),
  );
}
