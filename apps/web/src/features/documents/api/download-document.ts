import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Downloads a document and hands it to the browser with its original name. */
export const downloadDocument = async (id: number) => saveFile(await api.download(`/auth/files/download/${id}`));
