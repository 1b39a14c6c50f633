import { Center, Loader, Stack, Text } from '@mantine/core';

/** A loader with its words, in the middle of the page (or of a smaller space, `mih`). */
export function FullPageLoader({ label = 'Caricamento in corso...', mih = '60vh' }: { label?: string; mih?: number | string }) {
  return (
    <Center mih={mih} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/** index.html's start screen, painted before any script. */
export const START_SCREEN_ID = 'start-screen';

/**
 * Marks a loader of the app's start (the first screen's code, the session's start): while one is
 * shown, index.html's start screen, painted before any script, stays over it, so the first paint
 * is followed by the first screen itself, not by another loader in between.
 */
export const START_SCREEN_HOLD = { 'data-start-screen': '' } as const;

/** The loader while the first screen's code arrives, marked as the start's. */
export function StartLoader() {
  return (
    <div {...START_SCREEN_HOLD}>
      <FullPageLoader />
    </div>
  );
}
