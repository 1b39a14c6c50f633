import type { Key, ReactNode } from 'react';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
};

/** What the list shows now; drawn as a table on wide screens and as cards on phones. */
export type DataTableContent<T> =
  { kind: 'loading' } | { kind: 'error'; message: string; retry: () => void } | { kind: 'empty' } | { kind: 'rows'; rows: T[] };

export type DataTableViewProps<T> = {
  content: DataTableContent<T>;
  columns: DataTableColumn<T>[];
  rowKey: (row: T, index: number) => Key;
  onRowClick?: (row: T) => void;
  caption: string;
  loading: boolean;
  /** Width below which the wide grid scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
};

// Clicks on these inside a row do their own thing and must not open the row.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

/** Click and Enter/Space handlers that open a row, shared by the table row and the card. */
export function rowOpeners<T>(row: T, onRowClick?: (row: T) => void) {
  if (!onRowClick) return {};
  return {
    onClick: (event: { target: EventTarget }) => {
      if ((event.target as Element).closest(INTERACTIVE)) return;
      onRowClick(row);
    },
    onKeyDown: (event: { target: EventTarget; currentTarget: EventTarget; key: string; preventDefault: () => void }) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      onRowClick(row);
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  };
}
