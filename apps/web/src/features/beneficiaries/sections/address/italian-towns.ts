import { useMemo } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';

/** A comune: name, province abbreviation, region. */
export type Town = { name: string; province: string; region: string };

/** Spec 02 §9: the autocomplete waits 300 ms, starts at 2 characters, shows 10 results. */
export const TOWN_SEARCH = { debounceMs: 300, minChars: 2, maxResults: 10 } as const;

/** Built from a maintained data package at build time and served by the site itself (build-tools/italian-towns.ts). */
const TOWNS_URL = '/data/comuni.json';

/** The list of towns; an empty list when it cannot be loaded (spec 02 §8). */
export async function loadTowns(): Promise<Town[]> {
  try {
    const response = await fetch(TOWNS_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rows = (await response.json()) as [string, string, string][];
    return rows.map(([name, province, region]) => ({ name, province, region }));
  } catch (error) {
    console.error('Elenco dei comuni non disponibile', error);
    return [];
  }
}

/** Lower case without accents or apostrophe variants: 'Forlì' and 'forli' match. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .toLocaleLowerCase('it')
    .trim();

/** The towns whose name holds the text: those starting with it first, at most 10. */
export function searchTowns(towns: readonly Town[], text: string): Town[] {
  const wanted = fold(text);
  if (wanted.length < TOWN_SEARCH.minChars) return [];
  const starting: Town[] = [];
  const containing: Town[] = [];
  for (const town of towns) {
    const name = fold(town.name);
    if (name.startsWith(wanted)) starting.push(town);
    else if (name.includes(wanted)) containing.push(town);
    if (starting.length >= TOWN_SEARCH.maxResults) break;
  }
  return [...starting, ...containing].slice(0, TOWN_SEARCH.maxResults);
}

/** The towns matching what was typed, 300 ms after the typing stops; the list loads once, on first use. */
export function useTownSearch(text: string) {
  const [debounced] = useDebouncedValue(text, TOWN_SEARCH.debounceMs);
  const towns = useQuery({
    queryKey: ['italian-towns'],
    queryFn: loadTowns,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(() => searchTowns(towns.data ?? [], debounced), [towns.data, debounced]);
}
