import { z } from 'zod';

/** The keys every stored record answers besides its fields (spelt as the spec writes them). */
export const recordMeta = {
  ID: z.number().int(),
  /** ISO 8601 in UTC. */
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
};

/**
 * Saves that cannot silently overwrite another's (optimistic concurrency): a client that saves a
 * record it loaded sends that record's UpdatedAt as an entity tag in this header; the server answers
 * 409 (`{ error: MSG.staleSave, stale: true }`) when the record has changed since, and changes nothing.
 * A save without the header is taken as it is (clients written to the spec alone).
 */
export const VERSION_HEADER = 'If-Match';
/** The entity tag of a record's version: its UpdatedAt, quoted (RFC 9110 §8.8.3). */
export const versionTag = (updatedAt: string) => `"${updatedAt}"`;
