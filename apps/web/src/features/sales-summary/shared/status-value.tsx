/** A flagged table value: an up or down arrow in green or red, and the server's toolip on hover. */
import { Text } from '@mantine/core';
import { HoverTooltip, toolipLines } from './hover-tooltip';
import { FLAG_LOOK, type StatusFlag } from './status';

interface StatusValueProps {
  flag: StatusFlag;
  text: string;
  /** The server's toolip; its parts (joined with ' · ') go on lines of their own. */
  tooltip?: string | undefined;
  /** Up or down arrow beside the value (default true). */
  withArrow?: boolean;
}

export function StatusValue({ flag, text, tooltip, withArrow = true }: StatusValueProps) {
  const look = FLAG_LOOK[flag];
  const value = (
    <Text span inherit fw={500} c={look.color} style={{ whiteSpace: 'nowrap' }}>
      {withArrow && look.arrow && (
        <span role="img" aria-label={look.reads} style={{ marginRight: 3, fontSize: '0.85em' }}>
          {look.arrow}
        </span>
      )}
      {text}
    </Text>
  );
  if (!tooltip) return value;
  return <HoverTooltip label={toolipLines(tooltip)}>{value}</HoverTooltip>;
}
