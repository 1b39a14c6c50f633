import { FILES_PAGE_SIZE, type FileEntityType, type FileRecord } from '@empowerment/shared/files';
import { api } from '../../../lib/api-client';
import { useLoadMoreList } from '../../../lib/use-load-more-list';
import { documentKeys } from './document-keys';

/** Whose documents: a record (entity_type + entity_id), a beneficiary, or both. */
export type DocumentOwner = { entityType?: FileEntityType; entityId?: number; beneficiaryId?: number };

const getDocuments = (owner: DocumentOwner, offset: number, signal?: AbortSignal) =>
  api.get<FileRecord[]>('/auth/files/', {
    query: {
      entity_type: owner.entityType,
      entity_id: owner.entityId,
      beneficiary_id: owner.beneficiaryId,
      limit: FILES_PAGE_SIZE,
      offset,
    },
    signal,
  });

/** The documents of an owner, 12 at a time; another page is offered while the last one was full. */
export const useDocuments = (owner: DocumentOwner) =>
  useLoadMoreList({
    queryKey: documentKeys.list(owner),
    pageSize: FILES_PAGE_SIZE,
    fetchPage: (offset, signal) => getDocuments(owner, offset, signal),
  });
