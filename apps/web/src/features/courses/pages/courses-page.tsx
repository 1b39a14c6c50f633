import { courseEntity } from '@empowerment/shared/courses';
import { FormModal } from '../../../components/form-modal';
import { ListScreen } from '../../../components/list-screen';
import { useSession } from '../../auth';
import { courseFilters } from '../components/course-filters';
import { CourseForm } from '../components/course-form';
import { CourseList } from '../components/course-list';

export function CoursesPage() {
  const { isAdmin } = useSession();
  return (
    <ListScreen
      title={courseEntity.screen.title}
      addLabel="Aggiungi corso"
      filters={{ filters: courseFilters, exportType: courseEntity.exportType, canExport: isAdmin, asAdmin: isAdmin }}
      list={<CourseList isAdmin={isAdmin} />}
      addForm={(opened, close) => (
        <FormModal opened={opened} onClose={close} title="Aggiungi corso">
          {opened && <CourseForm onClose={close} />}
        </FormModal>
      )}
    />
  );
}
