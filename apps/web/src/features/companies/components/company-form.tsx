import { useRef } from 'react';
import { Divider, SimpleGrid, Stack } from '@mantine/core';
import { MSG } from '@empowerment/shared';
import { COMPANY_MSG, COMPANY_NOTES_MAX, CompanyInputSchema, type Company } from '@empowerment/shared/companies';
import {
  CheckboxField,
  DateField,
  EntityForm,
  EnumSelectField,
  FormActions,
  NumberField,
  ReferenceSelectField,
  TextareaField,
  TextField,
  useEntityForm,
} from '../../../components/form';
import { FormModal } from '../../../components/form-modal';
import { getCurrentCompany, useCreateCompany, useUpdateCompany } from '../api/save-company';
import { COMPANY_FIELD_LABELS as LABELS, COMPANY_FIELDS, COMPANY_REQUIRED, toFormValues, toPayload } from './company-form-values';

type CompanyFormProps = {
  /** Edit mode when set (administrators), add mode otherwise (every operator). */
  company?: Company;
  onClose: () => void;
  /** After an add: the new company, for the list to show it. */
  onCreated?: (company: Company) => void;
};

export function CompanyForm({ company, onClose, onCreated }: CompanyFormProps) {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  // the company an add stored, handed on once the form is done with it
  const added = useRef<Company | null>(null);
  const entity = useEntityForm({
    schema: CompanyInputSchema,
    initial: toFormValues(company),
    record: company && { loaded: company, current: () => getCurrentCompany(company.ID), toForm: toFormValues },
    fields: COMPANY_FIELDS,
    labels: { company_name: LABELS.company_name, company_type: LABELS.company_type, state_contact: LABELS.state_contact },
    save: async (values, base) => {
      if (base) return update.mutateAsync({ loaded: base, values: toPayload(values) });
      added.current = await create.mutateAsync(toPayload(values));
    },
    texts: {
      saved: company ? COMPANY_MSG.updated : COMPANY_MSG.added,
      unchanged: MSG.noChangesDetected,
      invalid: (errors) => (COMPANY_REQUIRED.some((key) => errors[key]) ? COMPANY_MSG.fillRequired : COMPANY_MSG.fixErrors),
    },
    onSaved: () => {
      if (added.current) onCreated?.(added.current);
      onClose();
    },
  });

  return (
    <EntityForm state={entity} aria-label={company ? 'Modifica azienda' : 'Nuova azienda'}>
      <Stack gap="sm">
        <TextField name="company_name" label={LABELS.company_name} withAsterisk maxLength={255} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <EnumSelectField name="company_type" list="companiesTypes" label={LABELS.company_type} withAsterisk allowDeselect={false} />
          <EnumSelectField
            name="state_contact"
            list="companiesStateContact"
            label={LABELS.state_contact}
            withAsterisk
            allowDeselect={false}
          />
          <ReferenceSelectField
            name="sector_id"
            list="sectors"
            label={LABELS.sector_id}
            placeholder="Seleziona il settore"
            clearable
            searchable
          />
          <TextField name="fonte" label={LABELS.fonte} maxLength={100} />
          <TextField name="address" label={LABELS.address} maxLength={255} />
          <ReferenceSelectField
            name="municipio_id"
            list="municipi"
            label={LABELS.municipio_id}
            placeholder="Seleziona il municipio"
            clearable
          />
        </SimpleGrid>
        <TextField name="website" label={LABELS.website} placeholder="www.azienda.it" maxLength={255} inputMode="url" />

        <Divider label="Referente esterno" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
          <TextField name="contact_name" label={LABELS.contact_name} maxLength={100} />
          <TextField name="contact_email" type="email" label={LABELS.contact_email} maxLength={100} />
          <TextField name="contact_phone" type="tel" label={LABELS.contact_phone} placeholder="+39 06 1234567" maxLength={20} />
        </SimpleGrid>

        <Divider label="Referente interno" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
          <TextField name="intern_name" label={LABELS.intern_name} maxLength={100} />
          <TextField name="intern_mail" type="email" label={LABELS.intern_mail} maxLength={100} />
          <TextField name="intern_phone" type="tel" label={LABELS.intern_phone} placeholder="+39 333 1234567" maxLength={20} />
        </SimpleGrid>

        <Divider label="Primo contatto" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <DateField name="mail_sent_at" label={LABELS.mail_sent_at} />
          <TextField name="mail_sender" label={LABELS.mail_sender} maxLength={100} />
        </SimpleGrid>
        <TextareaField name="mail_notes" label={LABELS.mail_notes} autosize minRows={2} maxRows={5} counterMax={COMPANY_NOTES_MAX} />

        <Divider label="Manifestazioni e convenzione" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <NumberField
            name="numbers_internships"
            label={LABELS.numbers_internships}
            min={0}
            step={1}
            allowDecimal={false}
            allowNegative={false}
          />
          <DateField name="date_email_manifest" label={LABELS.date_email_manifest} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          <CheckboxField name="manifest_internship" label={LABELS.manifest_internship} />
          <CheckboxField name="manifest_job_day" label={LABELS.manifest_job_day} />
          <CheckboxField name="direct_assumption" label={LABELS.direct_assumption} />
          <CheckboxField name="convention_signed" label={LABELS.convention_signed} />
        </SimpleGrid>
        <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} maxRows={6} counterMax={COMPANY_NOTES_MAX} />
        <FormActions state={entity} onCancel={onClose} sticky />
      </Stack>
    </EntityForm>
  );
}

type CompanyFormModalProps = CompanyFormProps & { opened: boolean };

export function CompanyFormModal({ opened, onClose, company, onCreated }: CompanyFormModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={company ? 'Modifica azienda' : 'Aggiungi azienda'} size="xl">
      {opened && <CompanyForm company={company} onClose={onClose} onCreated={onCreated} />}
    </FormModal>
  );
}
