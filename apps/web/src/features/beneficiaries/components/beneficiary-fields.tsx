import type { ReactNode } from 'react';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { BENEFICIARY_LIBERTY_MAX, BENEFICIARY_NOTES_MAX, BIRTH_DATE_MIN } from '@empowerment/shared/beneficiaries';
import { SEXES } from '@empowerment/shared/reference';
import {
  CheckboxField,
  DateField,
  EnumSelectField,
  PhoneField,
  ReferenceSelectField,
  TextareaField,
  TextField,
} from '../../../components/form';
import { SelectField } from '../../../components/form/select-field';
import { BENEFICIARY_FIELD_LABELS as LABELS, SEX_LABELS } from './beneficiary-form-values';
import { FiscalCodeHint } from './fiscal-code-hint';

const SEX_OPTIONS = SEXES.map((value) => ({ value, label: SEX_LABELS[value] }));

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}

const Grid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
    {children}
  </SimpleGrid>
);

/**
 * The personal-data fields (spec 02 §2, tab 0) in their sections: identity, contacts, personal
 * info, municipality, notes, other. The create screen and the edit form of tab 0 both list these.
 */
export function BeneficiaryFields({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Stack gap="md">
      <Section legend="Identità">
        <Grid>
          <TextField name="name" label={LABELS.name} withAsterisk autoComplete="off" maxLength={80} />
          <TextField name="surname" label={LABELS.surname} withAsterisk autoComplete="off" maxLength={80} />
          <Stack gap={4}>
            <TextField
              name="fiscal_code"
              label={LABELS.fiscal_code}
              autoComplete="off"
              maxLength={16}
              styles={{ input: { textTransform: 'uppercase' } }}
              description="16 caratteri, oppure 11 cifre se provvisorio"
            />
            <FiscalCodeHint />
          </Stack>
          <DateField name="birth_date" label={LABELS.birth_date} withAsterisk minDate={BIRTH_DATE_MIN} maxDate={new Date()} />
          <SelectField name="sex" label={LABELS.sex} data={SEX_OPTIONS} withAsterisk searchable={false} />
          <TextField
            name="id_public"
            label={LABELS.id_public}
            withAsterisk={mode === 'edit'}
            placeholder="01_001"
            description={mode === 'create' ? 'Lascia vuoto: viene assegnato dal municipio' : 'Resta lo stesso se cambia il municipio'}
            autoComplete="off"
          />
        </Grid>
      </Section>
      <Section legend="Contatti">
        <Grid>
          <TextField name="email" type="email" label={LABELS.email} autoComplete="off" />
          <PhoneField name="phone" prefixName="phone_prefix" label={LABELS.phone} withAsterisk={false} placeholder="333 123 4567" />
        </Grid>
      </Section>
      <Section legend="Informazioni personali">
        <Grid>
          <ReferenceSelectField name="country_birth" list="countries" label={LABELS.country_birth} withAsterisk />
          <EnumSelectField name="citizenship" list="citizenship" label={LABELS.citizenship} withAsterisk />
          <EnumSelectField name="native_language" list="languages" label={LABELS.native_language} withAsterisk />
          <EnumSelectField name="education" list="educationalList" label={LABELS.education} clearable />
          <EnumSelectField name="civil_status" list="civilStatus" label={LABELS.civil_status} clearable />
        </Grid>
      </Section>
      <Section legend="Municipio">
        <Grid>
          <ReferenceSelectField name="municipio_id" list="municipi" label={LABELS.municipio_id} withAsterisk />
        </Grid>
      </Section>
      <Section legend="Note">
        <TextareaField name="notes" label={LABELS.notes} autosize minRows={3} maxRows={8} counterMax={BENEFICIARY_NOTES_MAX} />
      </Section>
      <Section legend="Altro">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <CheckboxField name="has_license_a" label={LABELS.has_license_a} />
          <CheckboxField name="has_license_b" label={LABELS.has_license_b} />
          <CheckboxField name="has_motorcycle" label={LABELS.has_motorcycle} />
          <CheckboxField name="has_car" label={LABELS.has_car} />
          <CheckboxField name="has_bank_account" label={LABELS.has_bank_account} />
        </SimpleGrid>
        <TextareaField
          name="liberty_restrictions"
          label={LABELS.liberty_restrictions}
          autosize
          minRows={2}
          maxRows={4}
          counterMax={BENEFICIARY_LIBERTY_MAX}
        />
      </Section>
    </Stack>
  );
}
