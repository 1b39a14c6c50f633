import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { createTestRouter } from '../app/router';
import { createQueryClient } from '../lib/query-client';

// The signed-in shell is a lazy chunk in the browser; here it is loaded once up front, as it was
// before the split, so a test's wait for a screen does not include compiling the shell's modules.
await import('../app/layout/authenticated-shell');

/** The whole app (guards, shell, lazy screens) started at a URL, as a browser would. */
export function renderApp(url: string) {
  const router = createTestRouter(url);
  const user = userEvent.setup();
  const result = render(
    <AppProvider env="test" queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user };
}
