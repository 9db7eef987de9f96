/** An app's log kept in memory: the logger option to build it with, and its lines, parsed. */
import type { AppOptions } from '../src/app';

export interface CapturedLog<Line> {
  /** Pass as buildApp's (or startEmptyApp's) `logger`. */
  logger: NonNullable<AppOptions['logger']>;
  /** Every line logged so far, oldest first; empty it with `lines.length = 0`. */
  lines: Line[];
}

/** Keeps the lines logged at `level` and above. */
export function captureLog<Line = Record<string, unknown>>(level: string): CapturedLog<Line> {
  const lines: Line[] = [];
  return {
    lines,
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  };
}
