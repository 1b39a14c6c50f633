import type { Key, ReactNode } from 'react';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Name of the column in the 'Colonne' menu, when the header is not plain text. */
  label?: string;
  /**
   * Whether the operator may hide the column. Default: every column but the first (the row's
   * name) and the sticky ones.
   */
  hideable?: boolean;
  /** Hidden until the operator chooses to see it (rarely used columns of a wide list). */
  hidden?: boolean;
  /**
   * Kept in view at the right edge of a table that scrolls sideways. Default: the 'actions'
   * column. Sticky columns go at the end of the list of columns.
   */
  sticky?: boolean;
};

/** Whether a column stays at the right edge while the table scrolls sideways. */
export const isSticky = <T>(column: DataTableColumn<T>) => column.sticky ?? column.key === 'actions';

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
