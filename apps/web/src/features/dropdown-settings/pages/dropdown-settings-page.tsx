import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LIST_SETTINGS_KEYS, LIST_SETTINGS_TITLES, type TableListKey } from '@empowerment/shared/reference';
import { PageHeader } from '../../../components/page-header';
import { useReferenceData } from '../../../lib/reference-data';
import { ListItemFormModal } from '../components/list-item-form';
import { ListItemsModal } from '../components/list-items-modal';

/** Dropdown Edit (administrators): the nine table lists, each with its count, list modal and add modal. */
export function DropdownSettingsPage() {
  const { tableLists } = useReferenceData();
  const [adding, setAdding] = useState<TableListKey | null>(null);
  return (
    <>
      <PageHeader title="Dropdown Edit" description="Le liste di valori proposte nei moduli: aggiungi o elimina le voci." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {LIST_SETTINGS_KEYS.map((list) => {
          const count = tableLists?.[list]?.length;
          return (
            <Card key={list} withBorder radius="md" padding="md" component="section" aria-labelledby={`list-${list}`}>
              <Title order={2} size="h4" id={`list-${list}`}>
                {LIST_SETTINGS_TITLES[list]}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {count == null ? 'Caricamento...' : `${count} ${count === 1 ? 'elemento' : 'elementi'}`}
              </Text>
              <Group mt="md" gap="xs">
                <ListItemsModal list={list} count={count ?? 0} />
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setAdding(list)}
                  aria-label={`Aggiungi a ${LIST_SETTINGS_TITLES[list]}`}
                >
                  Aggiungi
                </Button>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      <ListItemFormModal list={adding} onClose={() => setAdding(null)} />
    </>
  );
}
