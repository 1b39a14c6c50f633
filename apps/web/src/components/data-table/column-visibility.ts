import { useCallback, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '@empowerment/shared';
import { isSticky, type DataTableColumn } from './data-table-view';

/** The operator's choices for one list: column key → shown. Columns she never touched follow their default. */
type Choices = Record<string, boolean>;

export const columnsStorageKey = (listKey: string) => `${STORAGE_KEYS.tableColumns}:${listKey}`;

function readChoices(storageKey: string): Choices {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

function writeChoices(storageKey: string, choices: Choices) {
  try {
    if (Object.keys(choices).length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(choices));
  } catch {
    // a full or blocked storage: the choice holds until the page is left
  }
}

/** Whether the operator may hide the column: not the first one (the row's name), not a sticky one. */
export const isHideable = <T>(column: DataTableColumn<T>, index: number) => column.hideable ?? (index > 0 && !isSticky(column));

/** The column's name in the 'Colonne' menu. */
export const columnLabel = <T>(column: DataTableColumn<T>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.key);

export type ColumnChoice = { key: string; label: string; shown: boolean };

/**
 * Which columns of a list the operator sees, remembered in this browser per list: the choices
 * offered (the columns she may hide), the columns shown, a toggle and a return to the default.
 */
export function useColumnVisibility<T>(listKey: string, columns: DataTableColumn<T>[]) {
  const storageKey = columnsStorageKey(listKey);
  const [state, setState] = useState(() => ({ storageKey, choices: readChoices(storageKey) }));
  // another list in the same component instance reads its own choices
  const choices = state.storageKey === storageKey ? state.choices : readChoices(storageKey);
  if (state.storageKey !== storageKey) setState({ storageKey, choices });

  const { shown, offered, changed } = useMemo(() => {
    const offered: ColumnChoice[] = [];
    const shown: DataTableColumn<T>[] = [];
    let changed = false;
    columns.forEach((column, index) => {
      if (!isHideable(column, index)) {
        shown.push(column);
        return;
      }
      const byDefault = !column.hidden;
      const visible = choices[column.key] ?? byDefault;
      if (visible !== byDefault) changed = true;
      offered.push({ key: column.key, label: columnLabel(column), shown: visible });
      if (visible) shown.push(column);
    });
    return { shown, offered, changed };
  }, [columns, choices]);

  const toggle = useCallback(
    (key: string, visible: boolean) => {
      const column = columns.find((c) => c.key === key);
      const next = { ...choices };
      // a choice equal to the default is forgotten, so a later default applies to it
      if (column && visible === !column.hidden) delete next[key];
      else next[key] = visible;
      writeChoices(storageKey, next);
      setState({ storageKey, choices: next });
    },
    [columns, choices, storageKey],
  );

  const reset = useCallback(() => {
    writeChoices(storageKey, {});
    setState({ storageKey, choices: {} });
  }, [storageKey]);

  return { shown, offered, changed, toggle, reset };
}
