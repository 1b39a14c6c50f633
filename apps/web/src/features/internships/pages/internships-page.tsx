import { useMemo } from 'react';
import { internshipEntity } from '@empowerment/shared/internships';
import { ListScreen } from '../../../components/list-screen';
import { useSession } from '../../auth';
import { useInternshipCompanies } from '../api/internships';
import { internshipFilters } from '../components/internship-filters';
import { InternshipList } from '../components/internship-list';

/** /tirocini: every beneficiary's internships with their filters; an internship is added in her record (tab 11). */
export function InternshipsPage() {
  const { isAdmin } = useSession();
  const companies = useInternshipCompanies();
  const filters = useMemo(() => internshipFilters(companies.data), [companies.data]);
  return (
    <ListScreen
      title={internshipEntity.screen.title}
      filters={{ filters, asAdmin: isAdmin, exportType: internshipEntity.exportType, canExport: isAdmin }}
      list={<InternshipList />}
    />
  );
}
