/** The route table; every screen is loaded on demand. */
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({
      Component: (await import('../features/status/components/status-page')).StatusPage,
    }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
