import { Code, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { labelsOf } from '@empowerment/shared';
import { cardTemplatesPage, SCHEDA_PLACEHOLDERS, type PlaceholderDocs } from '@empowerment/shared/card-templates';
import type { SchedaTemplate } from '@empowerment/shared/files';
import { TableScroll } from '../../../components/data-table';

const LABELS = labelsOf(cardTemplatesPage);

/** One table of placeholders: the tag to write and what the sheet shows there. */
function PlaceholderTable({
  caption,
  docs,
  tag = (name) => `{${name}}`,
}: {
  caption: string;
  docs: PlaceholderDocs;
  tag?: (name: string) => string;
}) {
  return (
    <TableScroll label={caption} minWidth={320}>
      <Table striped withTableBorder verticalSpacing={6} captionSide="top">
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="40%">{LABELS.placeholder}</Table.Th>
            <Table.Th>{LABELS.meaning}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(docs).map(([name, meaning]) => (
            <Table.Tr key={name}>
              <Table.Td>
                <Code>{tag(name)}</Code>
              </Table.Td>
              <Table.Td>{meaning}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** How a placeholder, a list and a condition are written, for whoever edits the .docx in Word or LibreOffice. */
export function TemplateGuide() {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Come modificare un modello
      </Title>
      <List spacing={6} size="sm" type="ordered">
        <List.Item>Scarica il modello in uso con «Scarica modello» e aprilo con Word o LibreOffice Writer.</List.Item>
        <List.Item>
          Cambia pure testi, tabelle, intestazione e logo. Dove deve comparire un dato della beneficiaria scrivi il suo segnaposto tra
          parentesi graffe, per esempio <Code>{'{surname}'}</Code> per il cognome: l&apos;elenco completo è qui sotto.
        </List.Item>
        <List.Item>
          Scrivi ogni segnaposto tutto di seguito e con la stessa formattazione (senza cambiare carattere o colore a metà), altrimenti
          l&apos;editor lo spezza e non viene riconosciuto. Un dato vuoto compare come «—».
        </List.Item>
        <List.Item>Salva come «Documento Word (.docx)» e, se sei amministratore, caricalo con «Carica modello».</List.Item>
      </List>
      <Text size="sm" mt="sm">
        Il modello viene controllato prima di essere usato: se non è un file .docx, se contiene un segnaposto che non esiste o una parentesi
        non chiusa, viene rifiutato con il motivo e resta in uso quello precedente. «Ripristina originale» torna in ogni momento al modello
        fornito con il programma.
      </Text>
    </Paper>
  );
}

/** Lists and conditions of Scheda D, said plainly. */
function ListsGuide() {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        Elenchi e parti condizionali
      </Title>
      <Text size="sm">
        Un elenco si ripete una volta per ogni riga: scrivi <Code>{'{#courses}'}</Code> dove inizia la parte da ripetere e{' '}
        <Code>{'{/courses}'}</Code> dove finisce, e in mezzo i segnaposto dell&apos;elenco, per esempio <Code>{'{course}'}</Code>. In una
        tabella metti <Code>{'{#courses}'}</Code> nella prima cella di una riga e <Code>{'{/courses}'}</Code> nell&apos;ultima cella della
        stessa riga: la riga si ripete per ogni corso.
      </Text>
      <Text size="sm">
        <Code>{'{#has_courses}'}</Code> … <Code>{'{/has_courses}'}</Code> mostra quello che c&apos;è in mezzo solo se la beneficiaria ha
        almeno un corso; <Code>{'{^courses}'}</Code> … <Code>{'{/courses}'}</Code> lo mostra solo se non ne ha nessuno (per esempio «Nessun
        corso»). Lo stesso vale per tirocini, colloqui e costi.
      </Text>
    </Stack>
  );
}

/** Every placeholder the sheet's template may use, with what it shows. */
export function PlaceholderDocs({ template }: { template: SchedaTemplate }) {
  const { fields, lists, conditions } = SCHEDA_PLACEHOLDERS[template];
  const hasLists = Object.keys(lists).length > 0;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Segnaposto della Scheda {template}
      </Title>
      <PlaceholderTable caption="Dati" docs={fields} />
      {hasLists && <ListsGuide />}
      {Object.entries(lists).map(([name, list]) => (
        <PlaceholderTable key={name} caption={`${list.label}: da usare tra {#${name}} e {/${name}}`} docs={list.fields} />
      ))}
      {Object.keys(conditions).length > 0 && (
        <PlaceholderTable caption="Condizioni" docs={conditions} tag={(name) => `{#${name}} … {/${name}}`} />
      )}
    </Stack>
  );
}
