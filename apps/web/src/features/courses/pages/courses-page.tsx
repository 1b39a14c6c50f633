import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { FilterPanel } from '../../../components/filter-panel';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../auth';
import { courseFilters } from '../components/course-filters';
import { CourseForm } from '../components/course-form';
import { CourseList } from '../components/course-list';

export function CoursesPage() {
  const { isAdmin } = useSession();
  const [adding, add] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title="Corsi"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={add.open}>
            Aggiungi corso
          </Button>
        }
      />
      <Stack gap="lg">
        <FilterPanel filters={courseFilters} exportType="courses" canExport={isAdmin} asAdmin={isAdmin} />
        <CourseList isAdmin={isAdmin} />
      </Stack>
      <FormModal opened={adding} onClose={add.close} title="Aggiungi corso">
        {adding && <CourseForm onClose={add.close} />}
      </FormModal>
    </>
  );
}
