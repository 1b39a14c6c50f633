import { Badge } from '@mantine/core';
import { internshipStatusColor } from '@empowerment/shared';

/** An internship's status in its colour (spec 02 §4): Attivo green, Completato blue, Interrotto red, Pianificato yellow, others gray. */
export function InternshipStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={internshipStatusColor(status)} variant="light" tt="none">
      {status || 'Non definito'}
    </Badge>
  );
}
