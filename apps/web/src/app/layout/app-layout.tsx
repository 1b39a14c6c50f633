import { useEffect } from 'react';
import { AppShell, Box, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { HEADER_HEIGHT_PX } from '../../config/layout';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth';
import { useIsMobile } from '../../lib/use-is-mobile';
import { PartnerLogos } from './partner-logos';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** A thin bar while the next screen's code loads (routes are lazy). */
function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1001 }}
      aria-label="Caricamento pagina"
    />
  );
}

/**
 * Sidebar and top bar for a signed-in user (not right after the login, while the
 * operator is still being loaded); the bare page otherwise. Logos sit below the content in both.
 */
export function AppLayout() {
  const { isAuthenticated, isAdmin, welcomePending } = useSession();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const mobile = useIsMobile();

  // The mobile drawer closes on navigation.
  const closeNav = nav.close;
  useEffect(() => closeNav(), [pathname, closeNav]);

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
    <AppShell
      header={{ height: HEADER_HEIGHT_PX }}
      navbar={{ width: 260, breakpoint: 'xs', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <NavigationProgress />
      <AppShell.Header>
        <TopBar navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      {/* A closed drawer is only moved off-screen: hide it too, so keyboard and screen readers skip it. */}
      <AppShell.Navbar style={mobile && !navOpened ? { visibility: 'hidden' } : undefined}>
        <Sidebar isAdmin={isAdmin} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
        <PartnerLogos />
      </AppShell.Main>
    </AppShell>
  );
}
