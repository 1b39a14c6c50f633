import { Badge } from '@mantine/core';
import { internshipStatusColor } from '@empowerment/shared/internships';

// a status is one short word: read whole, however narrow its column
const WHOLE = { root: { minWidth: 'max-content' }, label: { overflow: 'visible' } } as const;

/** An internship's status in its colour (spec 02 §4): Attivo green, Completato blue, Interrotto red, Pianificato yellow, others gray. */
export function InternshipStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={internshipStatusColor(status)} variant="light" tt="none" styles={WHOLE}>
      {status || 'Non definito'}
    </Badge>
  );
}
