import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { FilterPanel } from '../../../components/filter-panel';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../auth';
import { operatorFilters } from '../components/operator-filters';
import { OperatorForm } from '../components/operator-form';
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
      <FormModal opened={adding} onClose={add.close} title="Nuovo operatore">
        <OperatorForm asAdmin onClose={add.close} />
      </FormModal>
    </>
  );
}
