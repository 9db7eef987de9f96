/**
 * A row's buttons, from a list of what each does. Their accessible names carry the row's name,
 * so a screen reader user hears which row a button changes; the caller lays them out.
 */
import { Button, type ButtonProps } from '@mantine/core';
import type { CSSProperties } from 'react';

export interface RowButton {
  label: string;
  /** The accessible name: 'Edit JKT01 Grand Indonesia'. */
  name: string;
  variant: ButtonProps['variant'];
  color?: string;
  /** Its action is under way. */
  loading?: boolean;
  disabled?: boolean;
  /** Why the button is disabled, shown when the pointer rests on it. */
  disabledReason?: string;
  onClick: () => void;
}

interface RowButtonsProps {
  /** False for a button the user may not use: it is left out. */
  buttons: readonly (RowButton | false)[];
  size: ButtonProps['size'];
  style?: CSSProperties;
}

export function RowButtons({ buttons, size, style }: RowButtonsProps) {
  const shown = buttons.filter((button): button is RowButton => button !== false);
  return shown.map((button) => (
    <Button
      key={button.label}
      size={size}
      style={style}
      variant={button.variant}
      color={button.color}
      loading={button.loading}
      disabled={button.disabled}
      title={button.disabled ? button.disabledReason : undefined}
      aria-label={button.name}
      onClick={button.onClick}
    >
      {button.label}
    </Button>
  ));
}
