import { EmptyState, Paper } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';

/** The self-entrepreneurship area's placeholder: its page and the beneficiary's tab 14 show it. */
export function SelfEmploymentNotice() {
  return (
    <Paper withBorder p="xl" radius="md">
      <EmptyState
        icon={<IconHourglassEmpty size={32} />}
        title="Questa sezione è attualmente in fase di sviluppo."
        description="Torna presto per scoprire le nuove funzionalità!"
        withIndicatorBackground
      />
    </Paper>
  );
}
