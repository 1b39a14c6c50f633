import type { FileRecord, FileUploadFields } from '@empowerment/shared/files';
import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { documentKeys } from './document-keys';

export type DocumentUpload = FileUploadFields & { file: File };

/** The multipart call: the texts first, then the file (the server refuses a text sent after it, 0027). */
export function uploadDocument({ file, ...fields }: DocumentUpload) {
  const form = new FormData();
  form.append('entity_type', fields.entity_type);
  if (fields.entity_id) form.append('entity_id', String(fields.entity_id));
  form.append('type_id', String(fields.type_id));
  form.append('notes', fields.notes);
  form.append('spend', fields.spend ? '1' : '0');
  if (fields.beneficiary_id) form.append('beneficiary_id', String(fields.beneficiary_id));
  form.append('file', file, file.name);
  return api.post<FileRecord>('/auth/files/', form);
}

export const useUploadDocument = () => useSavingMutation(uploadDocument, documentKeys.all);
