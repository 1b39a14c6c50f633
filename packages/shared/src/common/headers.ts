// The headers both sides write and read, apart from the rules (Zod) of what they carry: the web
// app's first load sends them without those rules.

/**
 * The id of a request, in both directions: the web app sends one of its own with every call, the
 * server takes it when it is a short safe token (REQUEST_ID_PATTERN) and makes one otherwise, writes
 * it in every log line of the request and sends it back in this header and in every error answer.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id the server takes from a client as it is: letters, digits, '-', '_', '.', at most 64. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Saves that cannot silently overwrite another's (optimistic concurrency): a client that saves a
 * record it loaded sends that record's UpdatedAt as an entity tag in this header; the server answers
 * 409 (`{ error: MSG.staleSave, stale: true }`) when the record has changed since, and changes nothing.
 * A save without the header is taken as it is (clients written to the spec alone).
 */
export const VERSION_HEADER = 'If-Match';
/** The entity tag of a record's version: its UpdatedAt, quoted (RFC 9110 §8.8.3). */
export const versionTag = (updatedAt: string) => `"${updatedAt}"`;
