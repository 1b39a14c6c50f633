import { Link } from 'react-router';
import { Button, Group, Stack } from '@mantine/core';
import { IMPORT_TEXT } from '@empowerment/shared/beneficiaries';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
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
          <Group gap="sm">
            {/* administrators only, like the import's screen and routes */}
            {isAdmin && (
              <Button component={Link} to={paths.beneficiaryImport.getHref()} variant="default" leftSection={<IconFileImport size={16} />}>
                {IMPORT_TEXT.open}
              </Button>
            )}
            <Button component={Link} to={paths.beneficiaryNew.getHref()} leftSection={<IconPlus size={16} />}>
              Nuovo beneficiario
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <FilterPanel filters={beneficiaryFilters} exportType="beneficiaries" canExport={isAdmin} />
        <BeneficiaryList />
      </Stack>
    </>
  );
}
