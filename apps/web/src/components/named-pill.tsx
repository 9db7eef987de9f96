/**
 * A chosen value of a multi-select, as a pill whose remove button is named after it ('Remove
 * STORE'). Mantine's own pill hides that button from assistive technology; the theme renders
 * every MultiSelect's pills with this one, and a screen that draws its pills itself uses it too.
 */
import { Pill } from '@mantine/core';

interface NamedPillProps {
  label: string;
  onRemove?: () => void;
  disabled?: boolean;
  /** The text colour, where a value stands out (a closed outlet in red). */
  color?: string;
}

export function NamedPill({ label, onRemove, disabled, color }: NamedPillProps) {
  return (
    <Pill
      withRemoveButton={!disabled}
      onRemove={onRemove}
      disabled={disabled}
      c={color}
      removeButtonProps={{ 'aria-label': `Remove ${label}`, 'aria-hidden': false }}
    >
      {label}
    </Pill>
  );
}
