import { EmptyState, Paper } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';

/** A tab whose content is not available yet: said plainly, nothing pretends to work. */
export function ComingSoonTab({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <EmptyState
        icon={<IconHourglassEmpty size={32} />}
        title={`${title}: in arrivo`}
        description="Questa sezione della scheda non è ancora disponibile: sarà attivata con un prossimo aggiornamento."
        withIndicatorBackground
      />
    </Paper>
  );
}
