import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { Course } from '@empowerment/shared/courses';
import { FormModal } from '../../../components/form-modal';
import { FullPageLoader } from '../../../components/full-page-loader';
import { courseKeys } from '../api/course-keys';

// the documents' list and upload form load when the dialog first opens: the courses' screen, whose
// every row has this button, downloads less (bench M6's largest later screen)
const CourseDocumentsBody = lazy(() => import('./course-documents-body').then((m) => ({ default: m.CourseDocumentsBody })));

/** The documents cell: their number; the list and the upload form in a modal (anyone adds, administrators delete). */
export function CourseDocuments({ course, label, canDelete }: { course: Course; label: string; canDelete: boolean }) {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  // the table's document counts follow what was uploaded or deleted meanwhile
  const refreshCounts = () => void queryClient.invalidateQueries({ queryKey: courseKeys.lists });
  const owner = { entityType: 'Corsi' as const, entityId: course.ID };
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="grape"
        leftSection={<IconPaperclip size={14} />}
        onClick={(event) => {
          event.stopPropagation();
          setOpened(true);
        }}
        aria-label={`Documenti di ${label}: ${course.files_count}`}
      >
        {course.files_count}
      </Button>
      <FormModal
        opened={opened}
        onClose={() => {
          setOpened(false);
          refreshCounts();
        }}
        title={`Documenti – ${label}`}
      >
        {opened && (
          <Suspense fallback={<FullPageLoader mih={200} />}>
            <CourseDocumentsBody owner={owner} canDelete={canDelete} onUploaded={refreshCounts} />
          </Suspense>
        )}
      </FormModal>
    </>
  );
}
