import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/page-header';
import type { EventKind, EventRow } from '../event-kind';
import { EventFormModal } from './event-form-modal';
import { EventList } from './event-list';

/** The management screen of one kind of event: add, filters, table. */
export function EventsScreen<Row extends EventRow>({ kind }: { kind: EventKind<Row, never> }) {
  const [adding, add] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title={kind.texts.title}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={add.open}>
            {kind.texts.add}
          </Button>
        }
      />
      <Stack gap="lg">
        <FilterPanel filters={kind.filters} />
        <EventList kind={kind} />
      </Stack>
      <EventFormModal kind={kind} opened={adding} onClose={add.close} />
    </>
  );
}
