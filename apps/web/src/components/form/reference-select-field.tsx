import type { TableListKey } from '@empowerment/shared/reference';
import type { FieldValues } from 'react-hook-form';
import { tableListOptions, useReferenceData } from '../../lib/reference-data';
import type { FieldBinding } from './field-props';
import { SelectField, type SelectFieldProps } from './select-field';

type ReferenceSelectFieldProps = Omit<SelectFieldProps<number>, 'data'> & {
  /** The table list of GET /api/list-settings; each item's label is its name, type or municipio. */
  list: TableListKey;
};

/** A select over a table list: the value is the item's numeric ID. */
export function ReferenceSelectField<T extends FieldValues>({ list, ...props }: FieldBinding<T> & ReferenceSelectFieldProps) {
  const { tableLists } = useReferenceData();
  return <SelectField<T, number> {...props} data={tableListOptions(tableLists, list)} />;
}
