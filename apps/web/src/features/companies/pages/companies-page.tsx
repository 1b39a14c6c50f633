import { useSearchParams } from 'react-router';
import { companyEntity, type Company } from '@empowerment/shared/companies';
import { ListScreen } from '../../../components/list-screen';
import { useSession } from '../../auth';
import { companyFilters } from '../components/company-filters';
import { CompanyFormModal } from '../components/company-form';
import { CompanyList } from '../components/company-list';

/** /aziende: every operator reads and adds companies; administrators also edit, delete and manage positions. */
export function CompaniesPage() {
  const { isAdmin } = useSession();
  const [, setSearch] = useSearchParams();
  // the list shows the company just added, whatever it was filtered by (an operator's list starts at
  // 'Manifestazione firmata', a new company is at 'Primo contatto'): its name alone, the state cleared
  const showAdded = (company: Company) => setSearch({ name: company.company_name, state_contact: '' });
  return (
    <ListScreen
      title={companyEntity.screen.title}
      addLabel="Aggiungi azienda"
      filters={{ filters: companyFilters, asAdmin: isAdmin, exportType: companyEntity.exportType, canExport: isAdmin }}
      list={<CompanyList asAdmin={isAdmin} />}
      addForm={(opened, close) => <CompanyFormModal opened={opened} onClose={close} onCreated={showAdded} />}
    />
  );
}
