/**
 * The browser and the portal a test file shares: started before its tests and closed after
 * them, with the pages its tests open in fresh contexts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freshPage, launchBrowser, type Viewport } from './browser';
import { type PortalOptions, type RunningPortal, startPortal } from './portal';
import { signIn } from './sign-in';

export interface BrowserAndPortal {
  readonly browser: Browser;
  readonly portal: RunningPortal;
  /** A page in a fresh context, at `viewport`. */
  page(viewport?: Viewport): Promise<Page>;
  /** A page in a fresh context, at `viewport`, signed in as `username` with the demo password. */
  signedInPage(username: string, viewport?: Viewport): Promise<Page>;
}

/** Registers the hooks that start and close the browser and the portal of the calling suite. */
export function useBrowserAndPortal(options: PortalOptions = {}): BrowserAndPortal {
  let browser: Browser | undefined;
  let portal: RunningPortal | undefined;
  beforeAll(async () => {
    [browser, portal] = await Promise.all([launchBrowser(), startPortal(options)]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });
  const started = {
    get browser(): Browser {
      if (!browser) throw new Error('The browser has not started.');
      return browser;
    },
    get portal(): RunningPortal {
      if (!portal) throw new Error('The portal has not started.');
      return portal;
    },
    page: (viewport?: Viewport) => freshPage(started.browser, viewport),
    async signedInPage(username: string, viewport?: Viewport) {
      const page = await freshPage(started.browser, viewport);
      await signIn(page, started.portal.baseUrl, username);
      return page;
    },
  };
  return started;
}
