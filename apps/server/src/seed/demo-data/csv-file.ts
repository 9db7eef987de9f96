/** A buffered writer of header-less CSV lines, fast enough for millions of rows. */
import { closeSync, openSync, writeSync } from 'node:fs';

const FLUSH_AT_LINES = 8192;

export type CsvValue = string | number | boolean | null;

function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export class CsvFile {
  readonly #descriptor: number;
  #pending: string[] = [];
  #rows = 0;

  constructor(readonly path: string) {
    this.#descriptor = openSync(path, 'w');
  }

  get rows(): number {
    return this.#rows;
  }

  /** Writes a row whose fields need no quoting (numbers, codes, ISO dates). */
  writePlain(line: string): void {
    this.#pending.push(line);
    this.#rows++;
    if (this.#pending.length >= FLUSH_AT_LINES) this.#flush();
  }

  write(values: readonly CsvValue[]): void {
    this.writePlain(values.map(csvField).join(','));
  }

  close(): void {
    this.#flush();
    closeSync(this.#descriptor);
  }

  #flush(): void {
    if (this.#pending.length === 0) return;
    writeSync(this.#descriptor, `${this.#pending.join('\n')}\n`);
    this.#pending = [];
  }
}
