import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { FILE_MSG, documentFileName } from '@empowerment/shared/files';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { badRequest, FILE_PART_BYTES, fieldError, streamParts } from '../../lib/upload-parts';
import { createLimiter, QueueFullError } from '../../lib/concurrency-limit';
import { documentJudge } from './files.content';
import * as repo from './files.repository';

/**
 * The upload's transaction waits for the client between parts, longer than the API's usual
 * idle-in-transaction limit (10 s): up to REQUEST_TIME_LIMITS.uploadPartMs, after which the upload
 * itself gives up (408). PostgreSQL's limit is a few seconds beyond, a backstop that never decides.
 */
const uploadIdleLimit = (partMs: number) => `${partMs + 5_000}ms`;
/**
 * An upload holds a connection of the pool (10) for as long as its client sends: at most half of
 * them store uploads, so the other requests always find one. More uploads wait their turn, their
 * streams paused (the client's sending stalls); beyond those, 429.
 */
const UPLOAD_LIMITS = { concurrency: 5, maxQueue: 20 } as const;
const uploadTurn = createLimiter(UPLOAD_LIMITS);

export const tooBig = () => fieldError('TOO_LARGE', 'file', FILE_MSG.tooBig);
export { badRequest, fieldError, streamParts };

type FormPart = MultipartFile | MultipartValue;

/**
 * Reads the rest of the form, files unread (busboy refuses a second one), its texts added to
 * `texts`; true when there was any.
 */
async function readTextsAfterFile(form: AsyncIterator<FormPart>, texts: Record<string, string>) {
  let any = false;
  for (let next = await form.next(); !next.done; next = await form.next()) {
    const part = next.value;
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    texts[part.fieldname] = String(part.value);
    any = true;
  }
  return any;
}

/** A refusal of the texts themselves (400), which texts after the file may still put right. */
const isTextsRefusal = (err: unknown) => err instanceof AppError && err.status === 400;

/**
 * Reads what is left of a refused form, dropping it; gives the form's own failure, if any: busboy's
 * refusal of what followed (a second file, too many fields), a client that went away or fell silent.
 */
async function readToEnd(form: AsyncIterator<FormPart>): Promise<unknown> {
  try {
    for (let next = await form.next(); !next.done; next = await form.next()) {
      if (next.value.type === 'file') next.value.file.resume();
    }
  } catch (err) {
    return err;
  }
  return undefined;
}

/**
 * Stores the one file of a multipart upload while it streams, in one transaction: the document's
 * row, each part as it arrives, then its texts, size, type and name (with the extension of its
 * type); nothing is stored when the file or its texts are refused (its kind, empty, over 15 MB, a
 * second file, a text missing or wrong), when the database fails or when the client goes away or
 * stops sending.
 *
 * The texts may come before or after the file, in any order. Browsers send FormData in the order
 * it was built, and the web app appends the file last: when the file part begins, `prepare` judges
 * the texts so far and checks what they point to, so that a document pointing nowhere (404, 422)
 * is refused before anything is stored, and the parts go straight to the document's row. When the
 * texts so far are not enough (400), the parts wait in a temporary table of the transaction; the
 * texts after the file are then judged with the others, and the parts become the document's only
 * if they pass (otherwise the transaction rolls back with them). Texts after the file always have
 * the last word: the document is judged again with all of them.
 */
export async function storeUpload(
  db: Db,
  form: AsyncIterator<FormPart>,
  prepare: (texts: Record<string, string>, filename: string) => Promise<repo.NewFile>,
  { partMs }: { partMs: number },
): Promise<number> {
  const texts: Record<string, string> = {};
  for (let next = await form.next(); !next.done; next = await form.next()) {
    const part = next.value;
    if (part.type === 'field') {
      texts[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    // the texts so far: enough for the document's row, or to be completed by those after the file
    let early: repo.NewFile | undefined;
    try {
      early = await prepare(texts, part.filename);
    } catch (err) {
      if (!isTextsRefusal(err)) {
        // the answer waits for the end of the form
        part.file.resume();
        await readToEnd(form);
        throw err;
      }
    }
    const store = () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('idle_in_transaction_session_timeout', ${uploadIdleLimit(partMs)}, true)`);
        const rowId = early ? await repo.insertFileRow(tx, early) : undefined;
        if (rowId === undefined) await repo.openPendingParts(tx);
        const judge = documentJudge();
        let size = 0;
        let count = 0;
        for await (const content of streamParts(part.file, FILE_PART_BYTES, partMs)) {
          if (!(await judge.add(content))) throw badRequest('file', FILE_MSG.badType);
          if (rowId === undefined) await repo.insertPendingPart(tx, count++, content);
          else await repo.insertFilePart(tx, rowId, count++, content);
          size += content.length;
        }
        if (size === 0) throw badRequest('file', FILE_MSG.fileRequired);
        const mime = judge.mime();
        if (!mime) throw badRequest('file', FILE_MSG.badType);
        const textsAfter = await readTextsAfterFile(form, texts);
        const values = early && !textsAfter ? early : await prepare(texts, part.filename);
        const id = rowId ?? (await repo.insertFileRow(tx, values));
        if (rowId === undefined) await repo.adoptPendingParts(tx, id);
        await repo.finishFile(tx, id, values, { size, mime, name: documentFileName(values.name, mime) });
        return id;
      });
    try {
      return await uploadTurn(store);
    } catch (err) {
      let refusal = err instanceof QueueFullError ? new AppError('TOO_MANY_REQUESTS', FILE_MSG.busy) : err;
      // Node closes a connection whose request it did not read to the end, and a client still
      // sending may see the close before the answer: the answer waits for the rest of the request,
      // read and dropped. Not past 15 MB, where the client may go on sending without end (0023),
      // nor for a client too slow to wait for (408).
      if (!(refusal instanceof AppError && (refusal.status === 413 || refusal.status === 408))) {
        part.file.resume();
        const formFailure = await readToEnd(form);
        // a file cut short (not refused by us) was cut by the form's own failure: that is the answer
        if (formFailure && !(refusal instanceof AppError)) refusal = formFailure;
      }
      throw refusal;
    }
  }
  await prepare(texts, '');
  throw badRequest('file', FILE_MSG.fileRequired);
}
