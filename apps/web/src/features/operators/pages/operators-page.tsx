import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../auth';
import { operatorFilters } from '../components/operator-filters';
import { OperatorFormModal } from '../components/operator-form-modal';
import { OperatorList } from '../components/operator-list';

export function OperatorsPage() {
  const { operator } = useSession();
  const [adding, add] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title="Operatori"
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={add.open}>
            Aggiungi operatore
          </Button>
        }
      />
      <Stack gap="lg">
        <FilterPanel filters={operatorFilters} />
        <OperatorList ownId={operator?.ID} />
      </Stack>
      <OperatorFormModal opened={adding} onClose={add.close} asAdmin />
    </>
  );
}
