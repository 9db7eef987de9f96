/**
 * How the worklist lists its outlets, in the desktop table and in the phone's cards alike: in a
 * box that scrolls on its own, with only the outlets in view (and a few around them) in the
 * document, and a new order or search starting again from the first outlet.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

export function useOutletScroller<Box extends HTMLElement>(
  outlets: readonly { id: string }[],
  { itemHeight, overscan }: { itemHeight: number; overscan: number },
) {
  const scroller = useRef<Box>(null);
  const virtualizer = useVirtualizer({
    count: outlets.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => itemHeight,
    overscan,
    getItemKey: (index) => outlets[index]?.id ?? index,
  });

  // A new order or search starts from its first outlet.
  const shownOutlets = useRef(outlets);
  useEffect(() => {
    if (shownOutlets.current === outlets) return;
    shownOutlets.current = outlets;
    scroller.current?.scrollTo({ top: 0 });
  });
  return { scroller, virtualizer };
}
