import { operatorEntity } from '@empowerment/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { ListScreen } from '../../../components/list-screen';
import { useSession } from '../../auth';
import { operatorFilters } from '../components/operator-filters';
import { OperatorFormModal } from '../components/operator-form-modal';
import { OperatorList } from '../components/operator-list';

export function OperatorsPage() {
  const { operator } = useSession();
  return (
    <ListScreen
      title={operatorEntity.screen.title}
      addLabel="Aggiungi operatore"
      addIcon={<IconUserPlus size={16} />}
      filters={{ filters: operatorFilters }}
      list={<OperatorList ownId={operator?.ID} />}
      addForm={(opened, close) => <OperatorFormModal opened={opened} onClose={close} asAdmin />}
    />
  );
}
