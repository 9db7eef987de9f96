/**
 * Keeps the previous object while a freshly computed one holds the same data, so that children
 * memoized on it do not render again. For small plain values (a filter), compared as JSON.
 */
import { useRef } from 'react';

export function useStableValue<Value>(value: Value): Value {
  const previous = useRef<{ value: Value; json: string } | null>(null);
  const json = JSON.stringify(value) ?? 'undefined';
  if (previous.current === null || previous.current.json !== json) {
    previous.current = { value, json };
  }
  return previous.current.value;
}
