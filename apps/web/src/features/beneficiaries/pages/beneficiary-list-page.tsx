import { Link } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth';
import { beneficiaryFilters } from '../components/beneficiary-filters';
import { BeneficiaryList } from '../components/beneficiary-list';

export default function BeneficiaryListPage() {
  const { isAdmin } = useSession();
  return (
    <>
      <PageHeader
        title="Beneficiari"
        actions={
          <Button component={Link} to={paths.beneficiaryNew.getHref()} leftSection={<IconPlus size={16} />}>
            Nuovo beneficiario
          </Button>
        }
      />
      <Stack gap="lg">
        <FilterPanel filters={beneficiaryFilters} exportType="beneficiaries" canExport={isAdmin} />
        <BeneficiaryList />
      </Stack>
    </>
  );
}
