/**
 * The last value that was not null. A modal that closes clears its selection at once, but
 * keeps showing what it showed until its closing transition ends.
 */
import { useRef } from 'react';

export function useRetained<Value>(value: Value | null): Value | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return last.current;
}
