// Only what every page shows before its screen: Mantine's globals and the loading overlay, in
// the `mantine` layer and in Mantine's order. Each screen brings the rest with it
// (app/app-styles.ts; the sign-in page its own few), and the notices' host its own
// (lib/mantine-notice-hosts.tsx), so the first page loads a small sheet.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
