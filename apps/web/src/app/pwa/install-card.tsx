import { Affix, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';

type InstallCardProps = {
  /** Safari on iOS: the home-screen steps instead of the install button. */
  ios: boolean;
  onDismiss: () => void;
  onInstall: () => void;
};

/** The offer itself, drawn only when there is one: it comes in its own chunk, not with the first load. */
export function InstallCard({ ios, onDismiss, onInstall }: InstallCardProps) {
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={900}>
      <Paper component="section" withBorder shadow="lg" p="md" radius="md" w="min(360px, calc(100vw - 32px))" aria-label="Installa l'app">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconDeviceMobile size={20} />
              <Text fw={600}>Empowerment sul tuo dispositivo</Text>
            </Group>
            <CloseButton aria-label="Chiudi" onClick={onDismiss} />
          </Group>
          {ios ? (
            <>
              <Text size="sm">
                Per aggiungere l'app alla schermata Home apri questo sito in Safari, tocca il pulsante Condividi e scegli "Aggiungi alla
                schermata Home".
              </Text>
              <Group justify="flex-end">
                <Button onClick={onDismiss}>Ho capito</Button>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm">Installa l'app per aprirla più velocemente, come le altre app del dispositivo.</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={onDismiss}>
                  No, grazie
                </Button>
                <Button onClick={onInstall}>Installa l'app</Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Affix>
  );
}
