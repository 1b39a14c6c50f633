import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader, START_SCREEN_ID, START_SCREEN_HOLD } from '../components/full-page-loader';
import { InstallPrompt } from './pwa/install-prompt';
import { useDocumentTitle } from './use-document-title';
import { useForbiddenRedirect } from './use-forbidden-redirect';
import { useSessionBootstrap, useSessionEndRedirect } from './use-session-bootstrap';

function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Once the first screen is drawn, index.html's start screen (hidden by then) leaves the page. */
function useStartScreenGone(ready: boolean) {
  useEffect(() => {
    if (ready) document.getElementById(START_SCREEN_ID)?.remove();
  }, [ready]);
}

/** The root route: session start-up, session end, 403s, tab title, scroll reset, install prompt. */
export function AppRoot() {
  const ready = useSessionBootstrap();
  useSessionEndRedirect();
  useForbiddenRedirect();
  useDocumentTitle();
  useScrollToTop();
  useStartScreenGone(ready);

  return (
    <>
      {ready ? (
        <Outlet />
      ) : (
        <Box pos="fixed" style={{ inset: 0, zIndex: 1000 }} bg="var(--mantine-color-body)" {...START_SCREEN_HOLD}>
          <FullPageLoader />
        </Box>
      )}
      <InstallPrompt />
    </>
  );
}
