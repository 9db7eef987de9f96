/**
 * Document numbers the portal issues (spec 000 §9): a prefix, the year and month as YYMM, and
 * five random upper-case letters or digits, e.g. IMP2611K7Q2M. Unique: a number already taken
 * is drawn again.
 */
import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const MAX_DRAWS = 20;

export function drawDocumentNumber(prefix: string, date: Date, draw = randomInt): string {
  const period = `${String(date.getUTCFullYear()).slice(2)}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  const suffix = Array.from({ length: 5 }, () => ALPHANUMERIC[draw(ALPHANUMERIC.length)]).join('');
  return `${prefix}${period}${suffix}`;
}

export async function uniqueDocumentNumber(
  prefix: string,
  date: Date,
  isTaken: (number: string) => Promise<boolean>,
  draw = randomInt,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const number = drawDocumentNumber(prefix, date, draw);
    if (!(await isTaken(number))) return number;
  }
  throw new Error(`no free ${prefix} document number after ${MAX_DRAWS} draws`);
}
