import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../auth';
import { companyFilters } from '../components/company-filters';
import { CompanyFormModal } from '../components/company-form';
import { CompanyList } from '../components/company-list';

/** /aziende: every operator reads and adds companies; administrators also edit, delete and manage positions. */
export function CompaniesPage() {
  const { isAdmin } = useSession();
  const [adding, add] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title="Aziende"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={add.open}>
            Aggiungi azienda
          </Button>
        }
      />
      <Stack gap="lg">
        <FilterPanel filters={companyFilters} asAdmin={isAdmin} exportType="company" canExport={isAdmin} />
        <CompanyList asAdmin={isAdmin} />
      </Stack>
      <CompanyFormModal opened={adding} onClose={add.close} />
    </>
  );
}
