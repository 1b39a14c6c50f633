import { useQuery } from '@tanstack/react-query';
import type { CardTemplate } from '@empowerment/shared/card-templates';
import type { SchedaTemplate } from '@empowerment/shared/files';
import { api } from '../../../lib/api-client';
import { createQueryKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';
import { useSavingMutation } from '../../../lib/use-saving-mutation';

export const cardTemplateKeys = createQueryKeys('card-templates');

const BASE = '/auth/card-templates';

/** Scheda A and D: original or replaced, by whom and when. */
export const useCardTemplates = () =>
  useQuery({ queryKey: cardTemplateKeys.all, queryFn: ({ signal }) => api.get<CardTemplate[]>(`${BASE}/`, { signal }) });

/** The template in use, handed to the browser as a .docx. */
export async function downloadCardTemplate(template: SchedaTemplate) {
  saveFile(await api.download(`${BASE}/${template}/download`));
}

/** The version a change is saved against: none before the sheet's first change. */
const loadedOf = (current: CardTemplate) => (current.UpdatedAt ? { UpdatedAt: current.UpdatedAt } : undefined);

export type CardTemplateReplacement = { current: CardTemplate; file: File };

export function replaceCardTemplate({ current, file }: CardTemplateReplacement) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.put<CardTemplate>(`${BASE}/${current.template}`, form, { loaded: loadedOf(current) });
}

export const restoreCardTemplate = (current: CardTemplate) =>
  api.delete<CardTemplate>(`${BASE}/${current.template}`, { loaded: loadedOf(current) });

export const useReplaceCardTemplate = () => useSavingMutation(replaceCardTemplate, cardTemplateKeys.all);
export const useRestoreCardTemplate = () => useSavingMutation(restoreCardTemplate, cardTemplateKeys.all);
