import { Suspense, useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth';
import { NavigationProgress } from './navigation-progress';
import { PartnerLogos } from './partner-logos';
import { lazyComponent } from '../../lib/lazy-route';

// The shell (menus, the profile form, their popovers) is its own chunk: the login screen,
// the first screen of every visit, does not download it. A signed-in start asks for it at once
// (router.tsx), beside the first screen's own code.
export const loadShell = () => import('./authenticated-shell');
const AuthenticatedShell = lazyComponent(loadShell, 'AuthenticatedShell');

/**
 * Sidebar and top bar for a signed-in user (not right after the login, while the
 * operator is still being loaded); the bare page otherwise. Logos sit below the content in both.
 */
export function AppLayout() {
  const { isAuthenticated, welcomePending } = useSession();
  const { pathname } = useLocation();

  // signed in and still on the bare page (/loading): fetch the shell meanwhile
  useEffect(() => {
    if (isAuthenticated) void loadShell();
  }, [isAuthenticated]);

  // Just logged in: the operator is not loaded yet, so no shell until /loading has done it.
  if (!isAuthenticated || welcomePending || pathname === paths.loading.path) {
    return (
      <Box p="md">
        <NavigationProgress />
        <main>
          <Outlet />
        </main>
        <PartnerLogos />
      </Box>
    );
  }

  return (
    <Suspense fallback={<FullPageLoader />}>
      <AuthenticatedShell />
    </Suspense>
  );
}
