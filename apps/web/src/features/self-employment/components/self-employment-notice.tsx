import { EmptyState, Paper, Text } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';

/** The self-entrepreneurship area's placeholder (spec 01 §1): its page and the beneficiary's tab 14 show it. */
export function SelfEmploymentNotice() {
  return (
    <Paper withBorder p="xl" radius="md">
      <EmptyState
        icon={<IconHourglassEmpty size={32} />}
        title="Questa sezione è attualmente in fase di sviluppo."
        description="Torna presto per scoprire le nuove funzionalità!"
        withIndicatorBackground
      />
      <Text ta="center" size="sm" mt="md" maw={560} mx="auto">
        Questa parte del gestionale non è ancora disponibile. Servirà a seguire i percorsi di autoimprenditorialità delle beneficiarie:
        l&apos;idea di impresa, la formazione e l&apos;accompagnamento all&apos;avvio di un&apos;attività in proprio. Nel frattempo annota
        questi percorsi nei colloqui della beneficiaria.
      </Text>
    </Paper>
  );
}
