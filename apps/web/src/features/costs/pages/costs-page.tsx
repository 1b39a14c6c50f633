import { costEntity } from '@empowerment/shared/costs';
import { ListScreen } from '../../../components/list-screen';
import { useSession } from '../../auth';
import { costFilters } from '../components/cost-filters';
import { CostList } from '../components/cost-list';

/** /costi: every beneficiary's costs with their filters; a cost is added in her record (tab 12). */
export function CostsPage() {
  const { isAdmin } = useSession();
  return (
    <ListScreen
      title={costEntity.screen.title}
      filters={{ filters: costFilters, exportType: costEntity.exportType, canExport: isAdmin, asAdmin: isAdmin }}
      list={<CostList isAdmin={isAdmin} />}
    />
  );
}
