import { enumListOptions, tableListOptions, useReferenceData } from '../../lib/reference-data';
import type { FilterDefinition, FilterOption } from './filter-definition';

/** A select filter's choices: its own, or those of the reference list it names (values as text). */
export function useFilterOptions({ options, optionsFrom }: FilterDefinition): FilterOption[] {
  const { initLists, tableLists } = useReferenceData({ enabled: optionsFrom != null });
  if (!optionsFrom) return options ?? [];
  if ('table' in optionsFrom) {
    return tableListOptions(tableLists, optionsFrom.table).map(({ value, label }) => ({ value: String(value), label }));
  }
  return enumListOptions(initLists, optionsFrom.enum);
}
