import type { ImportCheck, ImportMapping, ImportResult, ImportUpload } from '@empowerment/shared/beneficiaries';
import { api } from '../../../lib/api-client';

const BASE = '/auth/beneficiary-imports/';
/** A file of 10,000 rows is read and checked in seconds; the default limit of a call is shorter. */
const LONG_CALL_MS = 120_000;

/** Sends the file: the server keeps it and answers its columns and a mapping to start from. */
export function uploadImportFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ImportUpload>(BASE, form, { timeoutMs: LONG_CALL_MS });
}

/** The dry run: nothing is written. */
export const checkImport = (id: number, mapping: ImportMapping) =>
  api.post<ImportCheck>(`${BASE}${id}/check`, { mapping }, { timeoutMs: LONG_CALL_MS });

/** Creates the valid rows, all or none. */
export const runImport = (id: number, mapping: ImportMapping) =>
  api.post<ImportResult>(`${BASE}${id}/import`, { mapping }, { timeoutMs: LONG_CALL_MS });

export const downloadImportTemplate = () => api.download(`${BASE}template`);
