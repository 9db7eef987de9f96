/**
 * A file's name where it may wrap (the history's column, a card, a bundle's list): it breaks
 * only after a dash, an underscore or a dot, never inside a word ('daily-sales-' then
 * 'october.csv', not 'daily-sa' then 'les.csv').
 */
import { Fragment } from 'react';
import classes from './data-import.module.css';

/** The name in pieces that each end where a line may break: after '-', '_' or '.'. */
export function fileNameParts(name: string): string[] {
  return name.split(/(?<=[-_.])/).filter((part) => part !== '');
}

export function FileName({ name }: { name: string }) {
  return (
    <span className={classes.fileName}>
      {fileNameParts(name).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name's pieces are its own order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
