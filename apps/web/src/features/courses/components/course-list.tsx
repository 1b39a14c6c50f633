import { useMemo, useState } from 'react';
import { Anchor, Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate } from '@empowerment/shared';
import type { Course } from '@empowerment/shared/courses';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmailLink, PhoneLink } from '../../../components/contact-link';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { FormModal } from '../../../components/form-modal';
import { DeleteAction, EditAction } from '../../../components/icon-action';
import { NotesPreview } from '../../../components/notes-preview';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { courseKeys } from '../api/course-keys';
import { getCourses } from '../api/get-courses';
import { useDeleteCourse } from '../api/save-course';
import { CourseDocuments } from './course-documents';
import { courseFilters, parseCourseFilters } from './course-filters';
import { CourseForm } from './course-form';
import { COURSE_FIELD_LABELS } from './course-form-values';
import { CourseParticipants } from './course-participants';

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);
const text = (value: string | null | undefined) => (value ? <Text size="sm">{value}</Text> : dash);
const courseLabel = (c: Course) => `${c.type} (${c.provider_course})`;
/** Spec 02 §2: notes are cut at 10 characters, longer texts at the allowance of 30. */
const NOTES_PREVIEW = 10;
const CRITERIA_PREVIEW = 30;

/** The price-notes modal of the cost column. */
function PriceNotes({ notes, label }: { notes: string; label: string }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="xs" onClick={modal.open}>
        Note sul costo
      </Anchor>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={`Note sul costo – ${label}`}
        centered
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {notes}
        </Text>
      </Modal>
    </>
  );
}

function Contacts({ name, phone, mail }: { name: string; phone: string; mail?: string }) {
  if (!name && !phone && !mail) return dash;
  return (
    <Stack gap={0}>
      {name && <Text size="sm">{name}</Text>}
      {phone && <PhoneLink phone={phone} />}
      {mail && <EmailLink email={mail} />}
    </Stack>
  );
}

/** The courses table (spec 02 §2); administrators see edit and delete. */
export function CourseList({ isAdmin }: { isAdmin: boolean }) {
  const filters = parseCourseFilters(useAppliedFilters(courseFilters, { asAdmin: isAdmin }));
  const [editing, setEditing] = useState<Course | null>(null);
  const remove = useDeleteCourse();
  const deleting = useConfirmedDelete({ remove: (course: Course) => remove.mutateAsync(course.ID) });
  const ask = deleting.ask;

  const columns = useMemo<DataTableColumn<Course>[]>(() => {
    const all: DataTableColumn<Course>[] = [
      {
        key: 'course',
        header: 'Corso',
        cell: (c) => (
          <Text size="sm" fw={500}>
            {c.type}
          </Text>
        ),
      },
      { key: 'qualification', header: 'Tipo', cell: (c) => text(c.type_qualification) },
      { key: 'mode', header: 'Modalità', cell: (c) => <Text size="sm">{c.mode}</Text> },
      {
        key: 'start',
        header: COURSE_FIELD_LABELS.start_date,
        cell: (c) => (c.start_date ? <Text size="sm">{formatDate(c.start_date)}</Text> : dash),
      },
      {
        key: 'place',
        header: 'Luogo',
        cell: (c) => (
          <Stack gap={0}>
            <Text size="sm">{c.address}</Text>
            {c.municipio && (
              <Text size="xs" c="dimmed">
                {c.municipio}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'duration',
        header: 'Durata e orari',
        cell: (c) =>
          c.duration || c.days_hours ? (
            <Stack gap={0}>
              {c.duration && <Text size="sm">{c.duration}</Text>}
              {c.days_hours && (
                <Text size="xs" c="dimmed">
                  {c.days_hours}
                </Text>
              )}
            </Stack>
          ) : (
            dash
          ),
      },
      { key: 'provider', header: 'Ente di formazione', cell: (c) => text(c.provider_course) },
      {
        key: 'website',
        header: 'Sito web',
        // rarely read in the list: shown through 'Colonne'
        hidden: true,
        cell: (c) =>
          c.website ? (
            <Anchor
              href={c.website}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              onClick={(e) => e.stopPropagation()}
              style={{ overflowWrap: 'anywhere' }}
            >
              {c.website.replace(/^https?:\/\//, '')}
            </Anchor>
          ) : (
            dash
          ),
      },
      {
        key: 'external',
        header: 'Contatti esterni',
        cell: (c) => <Contacts name={c.contact_name} phone={c.contact_phone} mail={c.contact_mail} />,
      },
      {
        key: 'internal',
        header: 'Contatti interni',
        hidden: true,
        cell: (c) => <Contacts name={c.internal_referent} phone={c.internal_referent_phone} />,
      },
      {
        key: 'criteria',
        header: 'Criteri di accesso',
        hidden: true,
        cell: (c) =>
          c.access_criteria ? <NotesPreview notes={c.access_criteria} max={CRITERIA_PREVIEW} title="Criteri di accesso" /> : dash,
      },
      {
        key: 'notes',
        header: 'Note',
        cell: (c) => (c.notes ? <NotesPreview notes={c.notes} max={NOTES_PREVIEW} title={`Note – ${courseLabel(c)}`} /> : dash),
      },
      {
        key: 'cost',
        header: 'Costo',
        cell: (c) => (
          <Stack gap={2} align="flex-start">
            <Badge color={c.paid ? 'orange' : 'teal'} variant="light">
              {c.paid ? 'A pagamento' : 'Gratuito'}
            </Badge>
            {c.price_notes && <PriceNotes notes={c.price_notes} label={courseLabel(c)} />}
          </Stack>
        ),
      },
      // buttons, like the actions: kept in view at the right edge
      {
        key: 'participants',
        header: 'Partecipanti',
        sticky: true,
        hideable: true,
        cell: (c) => <CourseParticipants course={c} label={courseLabel(c)} />,
      },
      {
        key: 'documents',
        header: 'Documenti',
        sticky: true,
        hideable: true,
        cell: (c) => <CourseDocuments course={c} label={courseLabel(c)} canDelete={isAdmin} />,
      },
    ];
    if (!isAdmin) return all;
    return [
      ...all,
      {
        key: 'actions',
        header: 'Azioni',
        cell: (c) => (
          <Group gap={4} wrap="nowrap">
            <EditAction label={`Modifica ${courseLabel(c)}`} onClick={() => setEditing(c)} />
            <DeleteAction label={`Elimina ${courseLabel(c)}`} onClick={() => ask(c)} />
          </Group>
        ),
      },
    ];
  }, [isAdmin, ask]);

  return (
    <>
      <DataTable
        caption="Elenco dei corsi"
        queryKey={courseKeys.lists}
        fetchPage={getCourses}
        filters={filters}
        columns={columns}
        rowKey={(c) => c.ID}
        minWidth={2000}
      />
      <FormModal opened={editing !== null} onClose={() => setEditing(null)} title="Modifica corso">
        {editing && <CourseForm course={editing} onClose={() => setEditing(null)} />}
      </FormModal>
      <ConfirmModal
        {...deleting.modalProps}
        title="Elimina corso"
        message={`Sei sicuro di voler eliminare il corso ${deleting.target ? courseLabel(deleting.target) : ''}? Un corso con partecipanti o documenti non può essere eliminato.`}
        confirmLabel="Elimina"
      />
    </>
  );
}
