/**
 * A hover tooltip that costs nothing until it is needed. The sales tables carry a tooltip on
 * almost every cell; mounting a Mantine Tooltip for each one made a first draw of the sales
 * summary measurably slower, so a cell is plain until the pointer or a touch reaches it, and
 * only then becomes a Tooltip, opened at once.
 */
import { Tooltip } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode, useState } from 'react';

interface HoverTooltipProps {
  label: ReactNode;
  /** One element that accepts mouse and touch handlers and a ref. */
  children: ReactElement<{ onMouseEnter?: () => void; onTouchStart?: () => void }>;
}

export function HoverTooltip({ label, children }: HoverTooltipProps) {
  const [armed, setArmed] = useState(false);
  if (!armed) {
    const arm = () => setArmed(true);
    return cloneElement(children, { onMouseEnter: arm, onTouchStart: arm });
  }
  return (
    <Tooltip
      withArrow
      defaultOpened
      events={{ hover: true, focus: false, touch: true }}
      label={label}
    >
      {children}
    </Tooltip>
  );
}
