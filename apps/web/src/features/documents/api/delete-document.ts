import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { documentKeys } from './document-keys';

export const deleteDocument = (id: number) => api.delete<void>(`/auth/files/${id}`);

export const useDeleteDocument = () => useSavingMutation(deleteDocument, documentKeys.all);
