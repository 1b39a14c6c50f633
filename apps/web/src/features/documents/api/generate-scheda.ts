import { SCHEDA_MSG, type SchedaTemplate } from '@empowerment/shared/files';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Her Scheda A or D as the server fills it, handed to the browser as a .docx (spec 02 §7 "Files"). */
export async function downloadScheda(beneficiaryId: number, template: SchedaTemplate) {
  const scheda = await api.download(`/auth/files/beneficiaries/${beneficiaryId}/generate-template/${template}`, { method: 'POST' });
  // spec 02 §8: an answer without a file is said, not saved as an empty document
  if (scheda.blob.size === 0) throw new Error(SCHEDA_MSG.empty(template));
  saveFile(scheda);
}
