/** A whole number read from an address or a query string, where it arrives as text. */
import { z } from 'zod';

/**
 * Digits (with a sign and spaces around them) read as their number; anything else is left for
 * the number schema to refuse. `z.coerce` would read JSON `true` as 1 and `""` or `null` as 0.
 */
const digitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : value;

/**
 * A whole number from `min` (to `max`, when given): `notWhole` when the value is not a whole
 * number, `outOfRange` (the same by default) when it lies outside the range.
 */
export function wholeNumber(
  min: number,
  max: number | undefined,
  notWhole: string,
  outOfRange: string = notWhole,
) {
  const number = z.number({ message: notWhole }).int(notWhole).min(min, outOfRange);
  return z.preprocess(digitsAsNumber, max === undefined ? number : number.max(max, outOfRange));
}
