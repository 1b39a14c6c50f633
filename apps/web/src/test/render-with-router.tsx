import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';

/**
 * Renders a screen at a URL with the app's providers and a memory router, so a test
 * can read the address bar (router.state.location) as the user would.
 */
export function renderWithRouter(ui: ReactElement, { url = '/', path = '/' }: { url?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>Altra pagina</p> },
    ],
    { initialEntries: [url] },
  );
  // No pause between keystrokes: typing a filter should not take seconds on a busy machine.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProvider env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user };
}
