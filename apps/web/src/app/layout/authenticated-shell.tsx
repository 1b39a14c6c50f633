// Every screen inside the shell may draw any of Mantine's components: the styles the first load did
// not bring (app/first-load.css) come with the shell's chunk (build-tools/mantine-styles.ts).
import 'virtual:mantine-signed-in.css';
import { useEffect } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth';
import { HEADER_HEIGHT_PX } from '../../config/layout';
import { useIsMobile } from '../../lib/use-is-mobile';
import { NavigationProgress } from './navigation-progress';
import { PartnerLogos } from './partner-logos';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** Sidebar and top bar (with the user menu and its profile form) around a signed-in user's screens. */
export function AuthenticatedShell() {
  const { isAdmin } = useSession();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const mobile = useIsMobile();

  // The mobile drawer closes on navigation.
  const closeNav = nav.close;
  useEffect(() => closeNav(), [pathname, closeNav]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT_PX }}
      navbar={{ width: 260, breakpoint: 'xs', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <SkipLink />
      <UnsavedChangesGuard />
      <NavigationProgress />
      <AppShell.Header>
        <TopBar navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      {/* A phone's closed drawer is only moved off-screen: it is drawn empty, so keyboard and screen
          readers skip it, and the first render of every screen on a phone goes without the menu's links. */}
      <AppShell.Navbar style={mobile && !navOpened ? { visibility: 'hidden' } : undefined}>
        {(!mobile || navOpened) && <Sidebar isAdmin={isAdmin} />}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {/* at least a screen tall: the logos start below the fold, so a screen growing as its data comes moves nothing in sight */}
        <Box mih="100dvh">
          <Outlet />
        </Box>
        <PartnerLogos />
      </AppShell.Main>
    </AppShell>
  );
}
