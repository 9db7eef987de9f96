/** A whole number read from an address or a query string, where it arrives as text. */
import { z } from 'zod';

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
  const number = z.coerce.number({ message: notWhole }).int(notWhole).min(min, outOfRange);
  return max === undefined ? number : number.max(max, outOfRange);
}
