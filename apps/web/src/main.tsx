import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The date pickers' and the charts' styles come with the screens that draw them (components/form,
// features/reports): the login's first load, and its render-blocking stylesheet, goes without them.
import '@mantine/core/styles.css';
// Zod's own messages in Italian for every rule that does not write its own: the package's index sets
// them for the server, but a bundle keeps only what the app uses of it, so the app sets them here.
import '@empowerment/shared/zod-locale';
import { AppProvider } from './app/provider';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { AppRouter } from './app/router';

// The first render is the whole app's, a long task on a slow machine: as a transition React renders
// it in slices, and the browser answers in between (Lighthouse's total blocking time, bench M6).
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();
