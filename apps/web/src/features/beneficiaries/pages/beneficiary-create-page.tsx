import { Paper, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { BeneficiaryCreateForm } from '../components/beneficiary-create-form';
import { BeneficiarySteps } from '../components/beneficiary-tabs';

/** /beneficiari/new: the personal data first; the other parts of the record open once she is saved. */
export function BeneficiaryCreatePage() {
  return (
    <>
      <PageHeader
        title="Nuovo beneficiario"
        description="Inserisci i dati personali: le altre sezioni della scheda si compilano dopo il salvataggio."
      />
      <Stack gap="lg">
        <BeneficiarySteps active={0} />
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Text fw={600} mb="md">
            1. Dati Personali
          </Text>
          <BeneficiaryCreateForm />
        </Paper>
      </Stack>
    </>
  );
}
