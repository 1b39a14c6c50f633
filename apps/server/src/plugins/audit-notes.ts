/** The notes of a log entry: what happened, then the names of the fields an update changed. */
export function auditNotes(notes: string | undefined, changedFields: readonly string[] | undefined): string | null {
  if (!changedFields) return notes || null;
  const fields = changedFields.length ? `campi modificati: ${changedFields.join(', ')}` : 'nessun campo modificato';
  return notes ? `${notes}; ${fields}` : fields;
}
