import { useEffect, useRef } from 'react';
import { Fieldset, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { needsSpecification } from '@empowerment/shared';
import { addressSection, COUNTRIES, ITALIAN_ADDRESS_PARTS, type Address } from '@empowerment/shared/beneficiaries';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { EnumSelectField, TextareaField, TextField } from '../../../../components/form';
import { SelectField } from '../../../../components/form/select-field';
import { ReadFields } from '../components/read-fields';
import { SectionPanel, type SectionPanelDeclaration } from '../components/section-panel';
import { addressFormValues, AddressFormSchema, DOMICILE, domicileDiffers, rowOfType, saveAddresses } from './address-form';
import { CityField } from './city-field';

export const SAME_DOMICILE = "Il domicilio corrisponde all'indirizzo di residenza.";
export const OTHER_DOMICILE = "Il domicilio è diverso dall'indirizzo di residenza.";

const LABELS = addressSection.labels;

function AddressRead({ title, row }: { title: string; row: Address }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <ReadFields
        items={[
          { label: LABELS.country, value: row.country },
          ...(row.country === 'Italia'
            ? [
                { label: LABELS.street, value: row.street },
                { label: LABELS.city, value: row.city },
                { label: LABELS.province, value: row.province },
                { label: LABELS.region, value: row.region },
              ]
            : [{ label: LABELS.streetAbroad, value: row.street, wide: true }]),
          { label: LABELS.postalCode, value: row.postalCode },
          { label: LABELS.condition, value: row.condition },
          ...(row.condition_notes ? [{ label: LABELS.condition_notes, value: row.condition_notes, wide: true }] : []),
          { label: LABELS.notes, value: row.notes, wide: true },
        ]}
      />
    </Stack>
  );
}

function AddressView({ record }: { record: Address[] }) {
  const residence = rowOfType(record, 'address');
  const domicile = rowOfType(record, 'domicile');
  const differs = domicileDiffers(residence, domicile);
  return (
    <Stack gap="lg">
      {residence && <AddressRead title="Residenza" row={residence} />}
      {differs && domicile ? <AddressRead title="Domicilio" row={domicile} /> : <Text c="dimmed">{SAME_DOMICILE}</Text>}
    </Stack>
  );
}

/**
 * One address of the form. Estero clears and disables city, province and region (spec 02 §4); the
 * street then takes the whole address abroad as she writes it, so a domicile abroad says where she is.
 */
function AddressBlock({ prefix, legend }: { prefix: string; legend: string }) {
  const { setValue } = useFormContext();
  const country = useWatch({ name: `${prefix}country` }) as string;
  const condition = useWatch({ name: `${prefix}condition` }) as string | null;
  const abroad = country === 'Estero';
  // a change of country starts the address again; opening a stored address abroad keeps it
  const wasAbroad = useRef(abroad);
  useEffect(() => {
    if (wasAbroad.current === abroad) return;
    wasAbroad.current = abroad;
    if (!abroad) return;
    for (const part of ['street', ...ITALIAN_ADDRESS_PARTS]) setValue(`${prefix}${part}`, '', { shouldDirty: true, shouldValidate: true });
  }, [abroad, prefix, setValue]);
  const name = (field: string) => `${prefix}${field}`;
  return (
    <Fieldset legend={legend} variant="filled" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField<Record<string, unknown>, string>
            name={name('country')}
            label={LABELS.country}
            data={COUNTRIES.map((c) => ({ value: c, label: c }))}
            allowDeselect={false}
            searchable={false}
            withAsterisk
          />
          <TextField
            name={name('street')}
            label={abroad ? LABELS.streetAbroad : LABELS.street}
            placeholder={abroad ? 'Es. 12 rue de la République, Lione, Francia' : undefined}
            withAsterisk={!abroad}
            maxLength={255}
          />
          <CityField prefix={prefix} label={LABELS.city} disabled={abroad} withAsterisk={!abroad} placeholder="Scrivi almeno 2 lettere" />
          <TextField name={name('province')} label={LABELS.province} disabled={abroad} withAsterisk={!abroad} maxLength={50} />
          <TextField name={name('region')} label={LABELS.region} disabled={abroad} withAsterisk={!abroad} maxLength={100} />
          <TextField name={name('postalCode')} label={LABELS.postalCode} maxLength={10} inputMode="numeric" />
          <EnumSelectField name={name('condition')} list="conditionAddress" label={LABELS.condition} clearable />
        </SimpleGrid>
        {needsSpecification(condition) && (
          <TextareaField name={name('condition_notes')} label={LABELS.condition_notes} withAsterisk autosize minRows={2} counterMax={250} />
        )}
        <TextareaField name={name('notes')} label={LABELS.notes} autosize minRows={2} counterMax={900} />
      </Stack>
    </Fieldset>
  );
}

/** The 'Cambia' switch: off, the domicile is the residence; on, its own form. */
function DomicileSwitch() {
  const { field } = useController({ name: 'different' });
  const different = field.value === true;
  return (
    <Stack gap={4}>
      <Switch label="Cambia" checked={different} onChange={(event) => field.onChange(event.currentTarget.checked)} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {different ? OTHER_DOMICILE : SAME_DOMICILE}
      </Text>
    </Stack>
  );
}

function AddressFields() {
  const different = useWatch({ name: 'different' }) === true;
  return (
    <Stack gap="md">
      <AddressBlock prefix="" legend="Residenza" />
      <DomicileSwitch />
      {different && <AddressBlock prefix={DOMICILE} legend="Domicilio" />}
    </Stack>
  );
}

const declaration: SectionPanelDeclaration<Address[], typeof AddressFormSchema> = {
  key: addressSection.key,
  title: 'Residenza e Domicilio',
  texts: addressSection.texts,
  schema: AddressFormSchema,
  labels: LABELS,
  toForm: (rows, beneficiaryId) => addressFormValues(rows, beneficiaryId),
  save: (values, rows, beneficiaryId) => saveAddresses(values, rows, beneficiaryId),
  View: AddressView,
  Fields: AddressFields,
};

/** Tab 1 Residenza e Domicilio. */
export function AddressTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
