/** What other modules may use of the documents module: its way of reading an upload as it streams. */
export { fieldError, streamParts } from './files.upload';
