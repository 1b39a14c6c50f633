import { useQuery } from '@tanstack/react-query';
import type { UsefulInfo } from '@empowerment/shared/information';
import { api, type LoadedRecord } from '../../../lib/api-client';
import { createQueryKeys } from '../../../lib/query-keys';
import { useSavingMutation } from '../../../lib/use-saving-mutation';

export const usefulInfoKeys = createQueryKeys('useful-info');
const PATH = '/auth/useful-info';

export const getUsefulInfo = (signal?: AbortSignal) => api.get<UsefulInfo>(PATH, { signal });
export const useUsefulInfo = () => useQuery({ queryKey: usefulInfoKeys.all, queryFn: ({ signal }) => getUsefulInfo(signal) });

/** Saves the page over the version it was loaded at (409 when another administrator saved meanwhile). */
export const saveUsefulInfo = ({ loaded, content }: { loaded: LoadedRecord; content: string }) =>
  api.put<UsefulInfo>(`${PATH}/${loaded.ID}`, { content }, { loaded });

export const useSaveUsefulInfo = () => useSavingMutation(saveUsefulInfo, usefulInfoKeys.all);
