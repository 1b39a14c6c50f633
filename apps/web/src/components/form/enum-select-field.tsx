import type { InitListKey } from '@empowerment/shared/reference';
import type { FieldValues } from 'react-hook-form';
import { enumListOptions, useReferenceData } from '../../lib/reference-data';
import type { FieldBinding } from './field-props';
import { SelectField, type SelectFieldProps } from './select-field';

type EnumSelectFieldProps = Omit<SelectFieldProps<string>, 'data'> & {
  /** The enumeration list of GET /api/inits-json. */
  list: InitListKey;
};

/** A select over an enumeration list: the value is the chosen text itself. */
export function EnumSelectField<T extends FieldValues>({ list, ...props }: FieldBinding<T> & EnumSelectFieldProps) {
  const { initLists } = useReferenceData();
  return <SelectField<T, string> {...props} data={enumListOptions(initLists, list)} />;
}
