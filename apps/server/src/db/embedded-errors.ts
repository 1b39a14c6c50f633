/** The embedded server cannot start: the message, in Italian, says why and what to do; no stack is shown. */
export class EmbeddedPostgresError extends Error {}

/** Another product already uses the data folder. */
export class DataDirInUseError extends EmbeddedPostgresError {}
