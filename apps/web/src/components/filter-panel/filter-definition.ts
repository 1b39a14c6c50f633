export type FilterOption = { value: string; label: string };

export type FilterDefinition = {
  /** Query parameter the value is sent as. */
  key: string;
  label: string;
  type: 'text' | 'date' | 'select';
  /** Shown as the placeholder, e.g. 'Mario'. */
  example?: string;
  /** Choices of a select filter. */
  options?: FilterOption[];
};

export type FilterValues = Record<string, string>;
