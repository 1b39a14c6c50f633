import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { sectionTabs } from '../sections';

// Until the record's own page lands: its section tabs, by index (spec 02 §2).
const TAB_LABELS: Record<number, string> = {
  1: 'Residenza e Domicilio',
  2: 'Occupazione & Stato Sociale',
  3: 'Progetto',
  4: 'Informazioni Servizi/Reti',
  5: 'Situazione Economica',
  6: 'Impegni Familiari',
  7: 'Risorse Personali',
  8: 'Permesso di soggiorno',
  9: 'Profilo Professionale',
  18: 'Dati Sicol',
};

/** The beneficiary record (spec 02); its header and personal data come in later work. */
export function BeneficiaryDetailPage() {
  const id = Number(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number.parseInt(searchParams.get('tab') ?? '1', 10);
  const tab = sectionTabs[asked] ? asked : 1;
  const Section = sectionTabs[tab]!;
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h3">{`Beneficiario ${id}`}</Title>
        <Tabs value={String(tab)} onChange={(value) => setSearchParams({ tab: value ?? '1' })}>
          <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {Object.keys(sectionTabs).map((index) => (
              <Tabs.Tab key={index} value={index} style={{ whiteSpace: 'nowrap' }}>
                {TAB_LABELS[Number(index)]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Section key={`${id}-${tab}`} beneficiaryId={id} />
      </Stack>
    </Container>
  );
}
