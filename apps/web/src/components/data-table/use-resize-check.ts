/**
 * Runs a check of a scrolling box when it is first laid out and again whenever it changes
 * size: the tables use it to tell whether columns lie beyond an edge (the fades say so), and to
 * open scrolled to their focus column. The check runs in the observer's callback, after the
 * page's layout and before it is painted, so its reads of the box's sizes lay nothing out
 * again (a screen of six tables checked in their effects laid the page out six times).
 */
import { type RefObject, useLayoutEffect } from 'react';

export function useResizeCheck(box: RefObject<HTMLElement | null>, check: () => void): void {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // The observer reports the box's first size too: that is the first check.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, check]);
}
