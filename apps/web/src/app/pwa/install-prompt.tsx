import { useEffect, useState } from 'react';
import { Affix, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { STORAGE_KEYS } from '@empowerment/shared';

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
    <Affix position={{ bottom: 16, right: 16 }} zIndex={900}>
      <Paper component="section" withBorder shadow="lg" p="md" radius="md" w="min(360px, calc(100vw - 32px))" aria-label="Installa l'app">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconDeviceMobile size={20} />
              <Text fw={600}>Empowerment sul tuo dispositivo</Text>
            </Group>
            <CloseButton aria-label="Chiudi" onClick={dismiss} />
          </Group>
          {ios ? (
            <>
              <Text size="sm">
                Per aggiungere l'app alla schermata Home apri questo sito in Safari, tocca il pulsante Condividi e scegli "Aggiungi alla
                schermata Home".
              </Text>
              <Group justify="flex-end">
                <Button onClick={dismiss}>Ho capito</Button>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm">Installa l'app per aprirla più velocemente, come le altre app del dispositivo.</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={dismiss}>
                  No, grazie
                </Button>
                <Button onClick={() => void install()}>Installa l'app</Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Affix>
  );
}
