import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Only the styles of what is drawn before signing in: the signed-in shell brings the rest of Mantine's,
// the date pickers', the editor's and the search's come with what draws them, so the login's
// render-blocking stylesheet goes without them.
import './app/first-load.css';
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
