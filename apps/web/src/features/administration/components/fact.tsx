/** A label and its value on a phone card, as a row of the card's description list. */
import type { ReactNode } from 'react';
import classes from './administration.module.css';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
