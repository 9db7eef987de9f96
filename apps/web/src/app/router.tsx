/**
 * Builds the data router from the route table: each route's guard runs as its loader, screens
 * and the shell load on demand, and shell routes sit inside the shell with an error boundary
 * that keeps the shell around a refused or failed page. A screen's code, the stylesheet of
 * every component and the screen's first calls (its route's prefetch) load together: react-router
 * runs a route's `lazy` and its loader at once.
 */
import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoadingOverlay } from '../components/page-loading-overlay';
import { refreshSent } from '../early-session';
import { SIGN_IN_PATH, type SignInState, signInPath } from '../lib/return-url';
import { onSessionExpired } from '../lib/session';
import { runGuard } from './guards';
import { RootLayout } from './root-layout';
import { type PortalRoute, ROUTES, type RouteHandle } from './routes';

/** Only the search parameters changed: still the same page. */
function searchOnly({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
}

/** Guards and screens that do not read the search parameters need not run again for them. */
function unlessSearchOnly(args: ShouldRevalidateFunctionArgs): boolean {
  return !searchOnly(args) && args.defaultShouldRevalidate;
}

const loadAppStyles = () => import('./app-styles');

function toRouteObject(route: PortalRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return {
    path: route.path,
    handle,
    ...(route.viewInSearch ? { shouldRevalidate: unlessSearchOnly } : {}),
    loader: async (args: LoaderFunctionArgs) => {
      await runGuard(route.guard, args, route.path);
      // Not awaited: the screen asks for the same calls and shows their failure itself.
      route.prefetch?.(new URL(args.request.url));
      const screen = await route.screen();
      return screen.loader ? screen.loader(args) : null;
    },
    lazy: async () => {
      const [screen] = await Promise.all([
        route.screen(),
        route.ownStyles ? undefined : loadAppStyles(),
      ]);
      return { Component: screen.Component };
    },
  };
}

/** Routes that only redirect still name a component, so the router has something to match. */
function Redirecting() {
  return null;
}

function InitialLoading() {
  return <PageLoadingOverlay visible />;
}

/**
 * The root's error screen loads only once a page fails (a route's lazy error boundary would
 * load with every page, the sign-in page included), with the stylesheet it needs.
 */
const LazyPageRouteError = lazy(async () => {
  const [screen] = await Promise.all([import('./screens/route-error'), loadAppStyles()]);
  return { default: screen.PageRouteError };
});

function PageRouteError() {
  return (
    <Suspense fallback={<InitialLoading />}>
      <LazyPageRouteError />
    </Suspense>
  );
}

const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: InitialLoading,
    ErrorBoundary: PageRouteError,
    children: [
      { index: true, loader: () => redirect(SIGN_IN_PATH), Component: Redirecting },
      ...ROUTES.filter((route) => route.layout === 'custom').map(toRouteObject),
      {
        loader: (args: LoaderFunctionArgs) =>
          runGuard({ kind: 'signed-in' }, args).then(() => null),
        shouldRevalidate: unlessSearchOnly,
        lazy: {
          Component: async () => {
            await refreshSent;
            return (await import('./shell/portal-shell')).PortalShell;
          },
        },
        children: [
          {
            lazy: {
              ErrorBoundary: async () => (await import('./screens/route-error')).ShellRouteError,
            },
            children: ROUTES.filter((route) => route.layout === 'shell').map(toRouteObject),
          },
        ],
      },
      { path: '*', loader: () => redirect('/error'), Component: Redirecting },
    ],
  },
]);

onSessionExpired(() => {
  const { pathname, search } = router.state.location;
  const state: SignInState = { expired: true };
  void router.navigate(signInPath(`${pathname}${search}`), { replace: true, state });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
