import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { MSG } from '@empowerment/shared';
import type { StaleNotice } from './use-entity-form';

export const STALE_TITLE = 'Salvataggio non eseguito';
export const STALE_RELOAD = 'Ricarica i dati aggiornati';

/**
 * In the form, above its fields: the save was refused because another operator saved the record
 * since she opened it; which fields the other changed, and the reload that keeps what she typed.
 */
export function StaleAlert({ notice }: { notice: StaleNotice }) {
  const ref = useRef<HTMLDivElement>(null);
  // a long form (a modal) is scrolled to its bottom when she saves: bring the notice into view
  // (in braces: Chromium's scrollIntoView returns a promise, which React would take for a cleanup)
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const { theirs, both } = notice;
  return (
    <Alert
      ref={ref}
      color="orange"
      title={STALE_TITLE}
      role="alert"
      mb="md"
      // clear of the app's fixed header when scrolled into view
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{MSG.staleSave}</Text>
        {theirs && theirs.length > 0 && <Text size="sm">Campi modificati dall&apos;altro operatore: {theirs.join(', ')}.</Text>}
        {both.length > 0 && (
          <Text size="sm">
            Hai modificato anche tu {both.length === 1 ? 'il campo' : 'i campi'} {both.join(', ')}: dopo il ricaricamento resta il tuo
            valore.
          </Text>
        )}
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          loading={notice.reloading}
          onClick={() => void notice.reload()}
        >
          {STALE_RELOAD}
        </Button>
      </Stack>
    </Alert>
  );
}
