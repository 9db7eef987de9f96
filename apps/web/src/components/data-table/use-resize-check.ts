/**
 * Runs a check of a scrolling box now and again whenever the box changes size: the tables use
 * it to tell whether columns lie beyond an edge (the fades say so).
 */
import { type RefObject, useEffect } from 'react';

export function useResizeCheck(box: RefObject<HTMLElement | null>, check: () => void): void {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, check]);
}
