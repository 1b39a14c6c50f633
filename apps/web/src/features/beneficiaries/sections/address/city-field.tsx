import { Autocomplete, Text, type AutocompleteProps } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useFieldBinding } from '../../../../components/form/field-props';
import { useTownSearch, type Town } from './italian-towns';

/** Two comuni may share a name (Samone TO, Samone TN): the option's key holds the province too. */
const keyOf = (town: Town) => `${town.name}|${town.province}`;

type CityFieldProps = Omit<AutocompleteProps, 'name' | 'value' | 'onChange' | 'data' | 'error'> & {
  /** The fields of the same address: '' for the residence, 'domicile_' for the domicile. */
  prefix: string;
};

/**
 * The town of an address, with suggestions from the list of Italian comuni (spec 02 §2): from 2
 * characters, 300 ms after the typing stops, at most 10, those starting with the text first.
 * Choosing one fills the province and the region; any other name may still be typed.
 */
export function CityField({ prefix, ...props }: CityFieldProps) {
  const { field, input } = useFieldBinding({ name: `${prefix}city`, label: props.label });
  const { setValue } = useFormContext();
  const text = (field.value as string | null) ?? '';
  const towns = useTownSearch(text);
  const choose = (option: string) => {
    const town = towns.find((t) => keyOf(t) === option);
    if (!town) return;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(`${prefix}city`, town.name, options);
    setValue(`${prefix}province`, town.province, options);
    setValue(`${prefix}region`, town.region, options);
  };
  return (
    <Autocomplete
      {...props}
      {...input}
      value={text}
      onChange={field.onChange}
      data={towns.map((town) => ({ value: keyOf(town), label: town.name }))}
      renderOption={({ option }) => {
        const town = towns.find((t) => keyOf(t) === option.value);
        return (
          <Text size="sm" span>
            {town?.name}{' '}
            <Text c="dimmed" size="sm" span>
              ({town?.province}, {town?.region})
            </Text>
          </Text>
        );
      }}
      // the list is already matched, accents aside, and ranked
      filter={({ options }) => options}
      limit={10}
      onOptionSubmit={choose}
      autoComplete="off"
    />
  );
}
