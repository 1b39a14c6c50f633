import type { ReactNode } from 'react';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, yesNo } from '@empowerment/shared';
import type { Beneficiary } from '@empowerment/shared/beneficiaries';
import { EmailLink, PhoneLink } from '../../../components/contact-link';
import { findTableItemLabel, useReferenceData } from '../../../lib/reference-data';
import { BENEFICIARY_FIELD_LABELS as LABELS, SEX_LABELS } from './beneficiary-form-values';

const MISSING = 'Non specificato';

function Item({ label, children }: { label: string; children: ReactNode }) {
  const empty = children == null || children === '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" c={empty ? 'dimmed' : undefined} component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {empty ? MISSING : children}
      </Text>
    </Stack>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

/** Tab 0's read view: the same sections as the form. */
export function PersonalDataView({ beneficiary: b }: { beneficiary: Beneficiary }) {
  const { tableLists } = useReferenceData();
  return (
    <Stack gap="md">
      <Section legend="Identità">
        <Item label={LABELS.name}>{b.name}</Item>
        <Item label={LABELS.surname}>{b.surname}</Item>
        <Item label={LABELS.fiscal_code}>{b.fiscal_code}</Item>
        <Item label={LABELS.birth_date}>{formatDate(b.birth_date)}</Item>
        <Item label={LABELS.sex}>{b.sex ? (SEX_LABELS[b.sex] ?? b.sex) : null}</Item>
        <Item label={LABELS.id_public}>{b.id_public}</Item>
      </Section>
      <Section legend="Contatti">
        <Item label={LABELS.email}>{b.email ? <EmailLink email={b.email} /> : null}</Item>
        <Item label={LABELS.phone}>{b.phone ? <PhoneLink prefix={b.phone_prefix} phone={b.phone} /> : null}</Item>
      </Section>
      <Section legend="Informazioni personali">
        <Item label={LABELS.country_birth}>{findTableItemLabel(tableLists, 'countries', b.country_birth)}</Item>
        <Item label={LABELS.citizenship}>{b.citizenship}</Item>
        <Item label={LABELS.native_language}>{b.native_language}</Item>
        <Item label={LABELS.education}>{b.education}</Item>
        <Item label={LABELS.civil_status}>{b.civil_status}</Item>
      </Section>
      <Section legend="Municipio">
        <Item label={LABELS.municipio_id}>{findTableItemLabel(tableLists, 'municipi', b.municipio_id)}</Item>
      </Section>
      <Fieldset legend="Note" radius="md">
        <Item label={LABELS.notes}>{b.notes}</Item>
      </Fieldset>
      <Section legend="Altro">
        <Item label={LABELS.has_license_a}>{yesNo(b.has_license_a)}</Item>
        <Item label={LABELS.has_license_b}>{yesNo(b.has_license_b)}</Item>
        <Item label={LABELS.has_motorcycle}>{yesNo(b.has_motorcycle)}</Item>
        <Item label={LABELS.has_car}>{yesNo(b.has_car)}</Item>
        <Item label={LABELS.has_bank_account}>{yesNo(b.has_bank_account)}</Item>
        <Item label={LABELS.liberty_restrictions}>{b.liberty_restrictions}</Item>
      </Section>
    </Stack>
  );
}
