import { Button, Loader } from '@mantine/core';
import { IconFileSpreadsheet, IconHourglass } from '@tabler/icons-react';
import type { ExportType } from '@empowerment/shared/export';
import type { FilterValues } from '../filter-panel/filter-definition';
import { useExport, type ExportPhase } from './use-export';

type ExportButtonProps = {
  /** What to export; without it the button only says so. */
  type: ExportType | undefined;
  /** The filters applied to the list, so the file holds what the table shows. */
  filters: FilterValues;
};

const LABELS: Record<ExportPhase, string> = {
  idle: 'Esporta in Excel',
  exporting: 'Esportazione in corso...',
  cooldown: 'Attendi qualche secondo...',
};

export function ExportButton({ type, filters }: ExportButtonProps) {
  const { phase, blocked, start } = useExport(type, filters);
  const icon = { idle: <IconFileSpreadsheet size={16} />, exporting: <Loader size={14} />, cooldown: <IconHourglass size={16} /> }[phase];

  return (
    <Button
      variant="light"
      color="green"
      leftSection={icon}
      disabled={phase !== 'idle' || blocked}
      aria-busy={phase === 'exporting'}
      onClick={() => void start()}
    >
      {LABELS[phase]}
    </Button>
  );
}
