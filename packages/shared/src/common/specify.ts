import { z } from 'zod';

/** Marker of the list entries that require a note (address condition, indigence state). */
export const SPECIFY_MARKER = '[specificare]';
export const needsSpecification = (value: string | null | undefined) => (value ?? '').includes(SPECIFY_MARKER);

/**
 * The '[specificare]' rule on an input object: when `select` holds an entry with the marker, `notes`
 * must be filled (with `message`); otherwise the notes are cleared, so that a stale note never stays.
 */
export const specifyNotes = <S extends z.ZodObject, K extends keyof z.output<S> & string>(
  schema: S,
  { select, notes, message }: { select: K; notes: K; message: string },
) =>
  schema
    .superRefine((value, ctx) => {
      const v = value as Record<string, unknown>;
      const note = v[notes];
      if (needsSpecification(v[select] as string | null) && (typeof note !== 'string' || note.trim() === '')) {
        ctx.addIssue({ code: 'custom', path: [notes], message });
      }
    })
    .transform((value) => {
      const v = value as Record<string, unknown>;
      return (needsSpecification(v[select] as string | null) ? value : { ...value, [notes]: '' }) as z.output<S>;
    });
