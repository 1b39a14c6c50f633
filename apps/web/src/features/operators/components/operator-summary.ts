import type { Operator } from '@empowerment/shared/operators';
import type { TableListKey, TableLists } from '@empowerment/shared/reference';
import { findTableItemLabel } from '../../../lib/reference-data';

const NOT_AVAILABLE = 'Non disponibile';
const NOT_SELECTED = 'Non selezionato';

/**
 * What the user menu and the operators list say about an operator. 'Non disponibile' when the
 * data is not there (not loaded, no label yet); 'Non selezionato' for an empty select.
 */
export function summarizeOperator(operator: Operator | null, lists: TableLists | null) {
  const text = (value: string | null | undefined) => value?.trim() || NOT_AVAILABLE;
  const choice = (list: TableListKey, id: number | null | undefined) => {
    if (!operator) return NOT_AVAILABLE;
    if (id == null) return NOT_SELECTED;
    return findTableItemLabel(lists, list, id) ?? NOT_AVAILABLE;
  };
  return {
    fullName: text([operator?.name, operator?.surname].filter(Boolean).join(' ')),
    email: text(operator?.email),
    phone: text(operator?.phone),
    municipio: choice('municipi', operator?.municipio_id),
    col: choice('types_col', operator?.col_id),
  };
}
