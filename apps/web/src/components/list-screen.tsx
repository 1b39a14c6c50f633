import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { PageHeader } from './page-header';

type ListScreenProps = {
  title: string;
  /** The add button's text ('Aggiungi azienda'); a screen without one adds elsewhere (a cost, in her record). */
  addLabel?: string;
  addIcon?: ReactNode;
  filters: FilterPanelProps;
  /** The list the filters drive. */
  list: ReactNode;
  /** The add form, open while `opened`; `close` closes it. */
  addForm?: (opened: boolean, close: () => void) => ReactNode;
};

/** A list screen of spec 01 §3: its title with the add button, the filter panel, the list, and the add form. */
export function ListScreen({ title, addLabel, addIcon = <IconPlus size={16} />, filters, list, addForm }: ListScreenProps) {
  const [adding, add] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          addForm && (
            <Button leftSection={addIcon} onClick={add.open}>
              {addLabel}
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <FilterPanel {...filters} />
        {list}
      </Stack>
      {addForm?.(adding, add.close)}
    </>
  );
}
