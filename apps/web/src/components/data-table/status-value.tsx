/**
 * A table value as it reads: green or red with an up or down arrow where it is flagged, and a
 * hover tooltip with the server's toolip (its parts on lines of their own) and, where the text
 * abbreviates an amount, the exact figure.
 */
import { HoverTooltip } from './hover-tooltip';
import { ARROW, TONE_COLOR } from './status';
import type { CellLook } from './table-model';

interface StatusValueProps {
  look: CellLook;
  /** The server's toolip; its parts (joined with ' · ') go on lines of their own. */
  tooltip?: string | undefined;
}

/** The lines of a cell's tooltip: the exact amount first, then the server's toolip. */
export function tooltipLines(look: CellLook, tooltip: string | undefined): string[] {
  return [...(look.exact ? [look.exact] : []), ...(tooltip ? tooltip.split(' · ') : [])];
}

export function StatusValue({ look, tooltip }: StatusValueProps) {
  // A plain span: a table holds hundreds of these, and a Mantine Text costs several times as
  // much to render for the same look.
  const value = (
    <span
      style={{
        whiteSpace: 'nowrap',
        ...(look.tone ? { fontWeight: 500, color: TONE_COLOR[look.tone] } : {}),
      }}
    >
      {look.arrow && (
        <span role="img" aria-label={look.arrow} style={{ marginRight: 3, fontSize: '0.85em' }}>
          {ARROW[look.arrow]}
        </span>
      )}
      {look.text}
    </span>
  );
  const lines = tooltipLines(look, tooltip);
  if (lines.length === 0) return value;
  return (
    <HoverTooltip label={lines.map((line) => <div key={line}>{line}</div>)}>{value}</HoverTooltip>
  );
}
