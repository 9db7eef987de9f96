/** Theme, notices, dialogs and the server-data cache, shared by every screen. */
import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NoticeHosts } from '../lib/notice-hosts';
import { queryClient } from '../lib/query-client';

const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NoticeHosts />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
