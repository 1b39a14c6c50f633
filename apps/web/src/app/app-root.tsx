import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
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

/** The root route: session start-up, session end, 403s, tab title, scroll reset, install prompt. */
export function AppRoot() {
  const ready = useSessionBootstrap();
  useSessionEndRedirect();
  useForbiddenRedirect();
  useDocumentTitle();
  useScrollToTop();

  return (
    <>
      {ready ? (
        <Outlet />
      ) : (
        <Box pos="fixed" style={{ inset: 0, zIndex: 1000 }} bg="var(--mantine-color-body)">
          <FullPageLoader />
        </Box>
      )}
      <InstallPrompt />
    </>
  );
}
