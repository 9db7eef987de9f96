/**
 * 'Skip to content', the first stop of the keyboard on a page with a top bar and a menu before
 * its content (WCAG 2.4.1): it moves the focus to the content. The focus is moved by hand, not by
 * following '#id', so that the address (and the router) do not change.
 */
import classes from './skip-link.module.css';

export const SKIP_LINK_TEXT = 'Skip to content';

/** What the element the link leads to carries: its id, and tabIndex -1 to take the focus. */
export const skipTarget = (id: string) => ({ id, tabIndex: -1, 'data-skip-target': true });

export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className={classes.skipLink}
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      {SKIP_LINK_TEXT}
    </a>
  );
}
