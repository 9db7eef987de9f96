/**
 * Waiting for the sales widgets of a page to settle, as the browser tests and the web benchmark
 * both do: every widget slot holds widget cards that are no longer busy. It imports nothing but
 * Playwright's types, so the benchmark loads none of the tests' helpers with it.
 */
import type { Page } from 'playwright-core';

/**
 * What a settled slot shows: 'drawn', every card's chart drawn (or its empty state), what the
 * benchmark times; 'answered', every card past its loading state, or the slot's error, what the
 * tests then read.
 */
export type SettledWidgets = 'drawn' | 'answered';

type WaitOptions = Parameters<Page['waitForFunction']>[2];

/** Waits until every widget slot of the page has settled as `settled` says. */
export async function waitForWidgets(
  page: Page,
  settled: SettledWidgets,
  options: WaitOptions,
): Promise<void> {
  // The page function holds only inline arrows: tsx (the benchmark's loader) would wrap a named
  // inner function in a helper that the page does not have.
  await page.waitForFunction(
    (drawn) => {
      const slots = [...document.querySelectorAll('[data-widget-slot]')];
      return (
        slots.length > 0 &&
        slots.every((slot) => {
          if (!drawn && slot.querySelector('[role=alert]')) return true;
          const cards = [...slot.querySelectorAll('[data-widget]')];
          return (
            cards.length > 0 &&
            cards.every(
              (card) =>
                card.getAttribute('aria-busy') === 'false' &&
                (drawn
                  ? card.querySelector('canvas, svg[data-zr-dom-id], svg') !== null ||
                    card.textContent?.includes('No sales for this selection')
                  : card.querySelector('[role=status][aria-label^="Loading"]') === null),
            )
          );
        })
      );
    },
    settled === 'drawn',
    options,
  );
}
