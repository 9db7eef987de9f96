/** One label and value of a definition list laid out as two columns (see .facts). */
import type { ReactNode } from 'react';
import classes from './data-import.module.css';

export function Facts({ children }: { children: ReactNode }) {
  return <dl className={classes.facts}>{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
