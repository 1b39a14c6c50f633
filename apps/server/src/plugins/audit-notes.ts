import { changedFieldsNote, logFieldLabel, type LogChange } from '@empowerment/shared';

/**
 * The notes of a log entry: what happened, the Italian labels of the fields an update changed
 * (their values are kept apart, in the entry's changes), and why a refused call was refused.
 */
export function auditNotes(entity: string, parts: { notes?: string; changes?: readonly LogChange[]; refusal?: string }): string | null {
  const text = [parts.notes || undefined, parts.changes && changedFieldsNote(entity, parts.changes), parts.refusal].filter(Boolean);
  return text.length ? text.join('; ') : null;
}

/**
 * Why a call was refused, from its error answer ({error, fields?}): each field's message by the
 * field's label, or the error's text; undefined when the answer is not an error of the API.
 */
export function refusalNote(entity: string, payload: unknown): string | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  let body: { error?: unknown; fields?: unknown };
  try {
    body = JSON.parse(payload) as typeof body;
  } catch {
    return undefined;
  }
  if (typeof body.error !== 'string') return undefined;
  const fields = body.fields && typeof body.fields === 'object' ? Object.entries(body.fields as Record<string, unknown>) : [];
  const reasons = fields
    .filter(([, message]) => typeof message === 'string')
    .map(([key, message]) => (key === '_' ? String(message) : `${logFieldLabel(entity, key)}: ${String(message)}`));
  return `motivo: ${reasons.length ? reasons.join('; ') : body.error}`;
}
