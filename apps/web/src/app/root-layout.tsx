/** The frame of every page: the page itself, the document title and the navigation overlay. */
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { PageLoadingOverlay } from '../components/page-loading-overlay';
import type { RouteHandle } from './routes';

const APP_NAME = 'Outlet Pulse';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

export function useRouteTitle(): string | undefined {
  const handle = useMatches().findLast((match) => isRouteHandle(match.handle))?.handle;
  return isRouteHandle(handle) ? handle.title : undefined;
}

export function RootLayout() {
  const navigation = useNavigation();
  const title = useRouteTitle();

  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <PageLoadingOverlay visible={navigation.state === 'loading'} />
    </>
  );
}
