import { Suspense, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@empowerment/shared';
import { lazyComponent } from '../../lib/lazy-route';

const InstallCard = lazyComponent(() => import('./install-card'), 'InstallCard');

/** Chromium's install event; not in the DOM typings. */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const isIos = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Offers to install the app. Safari on iOS has no install event, so there it explains
 * the home-screen steps instead. Stays until dismissed or a choice is made.
 */
export function InstallPrompt() {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(STORAGE_KEYS.installDismissed) === 'true' || isInstalled());
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [ios] = useState(isIos);

  const dismiss = () => {
    localStorage.setItem(STORAGE_KEYS.installDismissed, 'true');
    setDismissed(true);
  };

  useEffect(() => {
    const onInstallable = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setDismissed(true);
    window.addEventListener('beforeinstallprompt', onInstallable);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onInstallable);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = async () => {
    if (!installEvent) return;
    await installEvent.prompt();
    await installEvent.userChoice;
    setInstallEvent(null);
    dismiss();
  };

  if (dismissed || (!ios && !installEvent)) return null;

  return (
    <Suspense fallback={null}>
      <InstallCard ios={ios} onDismiss={dismiss} onInstall={() => void install()} />
    </Suspense>
  );
}
