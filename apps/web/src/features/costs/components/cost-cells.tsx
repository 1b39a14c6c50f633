import { Anchor, Badge, Text } from '@mantine/core';
import { formatDate, formatEuro } from '@empowerment/shared';
import { costConfirmedLabel, type Cost } from '@empowerment/shared/costs';
import { downloadDocument } from '../../documents';
import { NotesPreview } from '../../../components/notes-preview';
import { useErrorHandler } from '../../../lib/error-handler';

/** Spec 02 §2: notes are cut at 10 characters in a table. */
const NOTES_PREVIEW = 10;

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** An amount in euro with two decimals, the Italian way (1.234,50 €), aligned as numbers are. */
export const amountCell = (value: number) => (
  <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
    {formatEuro(value)}
  </Text>
);

export const dateCell = (cost: Cost) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatDate(cost.date)}
  </Text>
);

/** 'Associato a': the kind, and which of her records when the cost names one. */
export const entityCell = (cost: Cost) => (
  <>
    <Text size="sm">{cost.entity_type}</Text>
    {cost.entity_label && (
      <Text size="xs" c="dimmed">
        {cost.entity_label}
      </Text>
    )}
  </>
);

export const notesCell = (cost: Cost) =>
  cost.notes ? <NotesPreview notes={cost.notes} max={NOTES_PREVIEW} title="Note del costo" /> : dash;

/** The verification state as a badge (the programme-wide list; her tab has the switch). */
export const confirmedBadge = (confirmed: boolean) => (
  <Badge color={confirmed ? 'teal' : 'orange'} variant="light" tt="none">
    {costConfirmedLabel(confirmed)}
  </Badge>
);

/** The linked document, downloaded by a click. */
export function DocumentCell({ cost }: { cost: Cost }) {
  const handleError = useErrorHandler();
  if (cost.file_id === null) return dash;
  const fileId = cost.file_id;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={(event) => {
        event.stopPropagation();
        downloadDocument(fileId).catch(handleError);
      }}
      aria-label={`Scarica il documento ${cost.file_name ?? ''}`}
    >
      {cost.file_name}
    </Anchor>
  );
}
