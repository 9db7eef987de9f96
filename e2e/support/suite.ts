/**
 * The browser and the portal a test file uses. The e2e project runs its files without isolation
 * (vitest.config.ts), so a worker keeps one Chromium and its portals (portals.ts) from file to
 * file: worker-scoped fixtures, closed when the worker ends. A file registers its hooks with
 * `useBrowserAndPortal` (the worker's portal of a data set, for files that only read it) or
 * `useBrowserAndOwnPortal` (a portal of the file's own, for files that change what others read);
 * its tests open pages in fresh contexts, which are closed after the file.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test } from 'vitest';
import { launchBrowser, type Viewport, viewportSize } from './browser';
import type { PortalOptions, RunningPortal } from './portal';
import { WorkerPortals } from './portals';
import { signInAndGoHome, signInByApi } from './session';

// vitest reads what a fixture depends on from its first argument, which must be destructured.
const workerTest = test
  // biome-ignore lint/correctness/noEmptyPattern: it depends on nothing
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  // biome-ignore lint/correctness/noEmptyPattern: it depends on nothing
  .extend('portals', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const portals = new WorkerPortals();
    onCleanup(() => portals.close());
    return portals;
  });

export interface BrowserAndPortal {
  readonly browser: Browser;
  readonly portal: RunningPortal;
  /** A page in a fresh context, at `viewport`, signed out. */
  page(viewport?: Viewport, options?: BrowserContextOptions): Promise<Page>;
  /**
   * A page in a fresh context, at `viewport`, signed in as `username` (by the API, with the demo
   * password) and opened on the user's home page, as after the sign-in form.
   */
  signedInPage(
    username: string,
    viewport?: Viewport,
    options?: BrowserContextOptions,
  ): Promise<Page>;
  /**
   * A page in a fresh context, at `viewport`, signed in as `username` by the API and not opened
   * anywhere yet: for a test that goes to its own page first, so the browser loads no home page
   * (the Today page, for a sales role) it would leave at once.
   */
  signedInBlankPage(
    username: string,
    viewport?: Viewport,
    options?: BrowserContextOptions,
  ): Promise<Page>;
}

/** A file's browser and the worker's portal of the data set `options` names, which it only reads. */
export function useBrowserAndPortal(options: PortalOptions = {}): BrowserAndPortal {
  return register((portals) => portals.shared(options), false);
}

/**
 * A file's browser and a portal of its own, for a file that changes what others would read.
 * `options` may be a function, for options known only once the file's earlier hooks have run.
 */
export function useBrowserAndOwnPortal(
  options: PortalOptions | (() => PortalOptions) = {},
): BrowserAndPortal {
  return register(
    (portals) => portals.start(typeof options === 'function' ? options() : options),
    true,
  );
}

function register(
  portalOf: (portals: WorkerPortals) => Promise<RunningPortal>,
  own: boolean,
): BrowserAndPortal {
  let browser: Browser | undefined;
  let portal: RunningPortal | undefined;
  const contexts = new Set<BrowserContext>();
  workerTest.beforeAll(async ({ browser: workerBrowser, portals }) => {
    browser = workerBrowser;
    portal = await portalOf(portals);
  });
  workerTest.afterAll(async () => {
    await Promise.all([...contexts].map((context) => context.close()));
    if (own) await portal?.close();
  });
  const started: BrowserAndPortal = {
    get browser(): Browser {
      if (!browser) throw new Error('The browser has not started.');
      return browser;
    },
    get portal(): RunningPortal {
      if (!portal) throw new Error('The portal has not started.');
      return portal;
    },
    async page(viewport = 'desktop', options = {}) {
      // Reduced motion: Mantine's transitions and the charts' animations end at once, so the
      // tests wait for no animation and Chromium draws no frames of one (half of its CPU).
      const context = await started.browser.newContext({
        reducedMotion: 'reduce',
        ...options,
        viewport: viewportSize(viewport),
      });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      return context.newPage();
    },
    async signedInPage(username, viewport, options) {
      const page = await started.page(viewport, options);
      await signInAndGoHome(page, started.portal.baseUrl, username);
      return page;
    },
    async signedInBlankPage(username, viewport, options) {
      const page = await started.page(viewport, options);
      await signInByApi(page.context(), started.portal.baseUrl, username);
      return page;
    },
  };
  return started;
}
