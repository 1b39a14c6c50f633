/** Reading a multipart upload as it streams, shared by every module that takes files. */
import type { Readable } from 'node:stream';
import { FILE_MSG } from '@empowerment/shared/files';
import { AppError, type AppErrorCode } from './app-error';
import { REQUEST_TIME_LIMITS, requestTimedOut } from './request-time-limits';

/**
 * A document is stored in parts of 1 MiB: one statement of a size PostgreSQL takes without strain
 * (TOAST cuts it into ~2 KB chunks anyway), 15 statements for the largest document, and one read
 * of a download. An upload holds one part buffer, filled again for each part, and the chunks
 * received for the next one; the part goes to the database as it is (a binary COPY, see
 * insertFilePart). A multiple of 128 bytes, so that a compound file's directory records
 * never straddle two parts.
 */
export const FILE_PART_BYTES = 1024 * 1024;

/** A refusal of the upload that names the form's field it is about. */
export const fieldError = (code: AppErrorCode, field: string, message: string) => new AppError(code, message, { [field]: message });
export const badRequest = (field: string, message: string) => fieldError('BAD_REQUEST', field, message);
/** The documents' own refusal of a file too large: what streamParts says unless told otherwise. */
const tooBig = () => fieldError('TOO_LARGE', 'file', FILE_MSG.tooBig);

/**
 * busboy's file stream in parts of `partBytes` (the last one shorter), as the consumer asks for
 * them; a part is valid until the next one is asked for (they share one buffer). The stream is
 * paused once a part is full and resumed when it has been taken, so busboy stops reading the
 * request while a part is being written. busboy's 'limit' ends it at once with 413 (busboy itself
 * would read on to the end of the part); a part not complete `partMs` after the previous one was
 * taken ends it with 408 (a client trickling bytes); a stream closed before its end (the client
 * went away) ends it with an error. Whatever is left when it ends runs through unread, so that the
 * request is read to its end and the client gets the answer.
 */
export async function* streamParts(
  file: Readable,
  partBytes = FILE_PART_BYTES,
  partMs = REQUEST_TIME_LIMITS.uploadPartMs,
  /** The refusal when busboy's size limit is reached (the form's own text). */
  tooLarge: () => Error = tooBig,
): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let queued = 0;
  let ended = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const onData = (chunk: Buffer) => {
    chunks.push(chunk);
    queued += chunk.length;
    if (queued >= partBytes) file.pause();
    signal();
  };
  const onEnd = () => {
    ended = true;
    signal();
  };
  const onError = (err: Error) => {
    failure ??= err;
    signal();
  };
  const onLimit = () => {
    failure ??= tooLarge();
    chunks = [];
    queued = 0;
    signal();
  };
  const onClose = () => {
    if (!ended) failure ??= new Error('upload interrupted before the end of the file');
    signal();
  };
  const onSlowPart = () => {
    failure ??= requestTimedOut();
    signal();
  };
  let partDeadline = Date.now() + partMs;
  /** One buffer per upload, filled again for every part rather than a new one each time. */
  let part: Buffer | undefined;
  const take = () => {
    part ??= Buffer.allocUnsafe(partBytes);
    let filled = 0;
    while (filled < partBytes && chunks.length > 0) {
      const copied = chunks[0].copy(part, filled);
      filled += copied;
      if (copied < chunks[0].length) chunks[0] = chunks[0].subarray(copied);
      else chunks.shift();
    }
    queued -= filled;
    return part.subarray(0, filled);
  };
  // the client may have gone while the upload waited for its turn
  if (file.destroyed) failure = new Error('upload interrupted before the end of the file');
  file.on('data', onData).on('end', onEnd).on('error', onError).on('limit', onLimit).on('close', onClose);
  try {
    for (;;) {
      if (failure) throw failure;
      if (queued >= partBytes || (ended && queued > 0)) {
        yield take();
        partDeadline = Date.now() + partMs;
        if (queued < partBytes) file.resume();
      } else if (ended) return;
      else {
        const slow = setTimeout(onSlowPart, Math.max(0, partDeadline - Date.now()));
        await new Promise<void>((resolve) => (wake = resolve));
        clearTimeout(slow);
      }
    }
  } finally {
    file.off('data', onData).off('end', onEnd).off('error', onError).off('limit', onLimit).off('close', onClose);
    if (!ended) file.resume();
  }
}
