import type { InitListKey, TableListKey } from '@empowerment/shared/reference';

export type FilterOption = { value: string; label: string };

/** Who is looking at the list: some filters and defaults depend on it (spec 02 §6). */
export type FilterRole = 'admin' | 'operator';

export type FilterDefinition = {
  /** Query parameter the value is sent as. */
  key: string;
  label: string;
  type: 'text' | 'date' | 'select';
  /** Shown as the placeholder, e.g. 'Mario'. */
  example?: string;
  /** Choices of a select filter. */
  options?: FilterOption[];
  /** Choices of a select filter from the reference data: a table list (value: the ID) or an enumeration list. */
  optionsFrom?: { table: TableListKey } | { enum: InitListKey };
  /** Only administrators see it; for operators it is neither shown nor applied. */
  adminOnly?: boolean;
  /** The value a role starts the list with, until she changes or clears it. */
  defaultFor?: Partial<Record<FilterRole, string>>;
  /**
   * One of the few filters an operator uses every day: always in view. The others wait behind
   * 'Altri filtri', so the list starts above the fold; a list that marks none shows them all.
   */
  daily?: boolean;
};

export type FilterValues = Record<string, string>;

/**
 * The daily filter of the programme-wide lists of her path (/tirocini, /colloqui): whose entry, by
 * her name or her fiscal code, under the declaration's label. The example fits the field at 1280 px.
 */
export const herFilter = (label: string) =>
  ({
    key: 'beneficiary' as const,
    label,
    type: 'text' as const,
    example: 'Rossi o codice fiscale',
    daily: true,
  }) satisfies FilterDefinition;
