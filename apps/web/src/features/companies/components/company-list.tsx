import { useMemo, useState } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, labelsOf, yesNo } from '@empowerment/shared';
import { type CompanyListRow, companyEntity } from '@empowerment/shared/companies';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmailLink, PhoneLink } from '../../../components/contact-link';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { DeleteAction, EditAction, IconAction } from '../../../components/icon-action';
import { NotesPreview } from '../../../components/notes-preview';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { companyKeys } from '../api/company-keys';
import { getCompanies } from '../api/get-companies';
import { useDeleteCompany } from '../api/save-company';
import { companyFilters, parseCompanyFilters } from './company-filters';
import { CompanyFormModal } from './company-form';
import { PositionList } from './position-lists';
import { PositionFormModal } from './position-form';
import { useDeleteErrorHandler } from './use-delete-error';

const L = labelsOf(companyEntity);

/** Spec 02 §2: notes are cut at 10 characters in the table. */
const NOTES_PREVIEW = 10;

const STATE_COLORS: Record<string, string> = {
  'Primo contatto': 'gray',
  'Interesse a proseguire': 'blue',
  'Manifestazione alla firma': 'yellow',
  'Manifestazione firmata': 'green',
};

const YesNo = ({ value }: { value: boolean }) => (
  <Badge variant="light" color={value ? 'green' : 'gray'}>
    {yesNo(value)}
  </Badge>
);

/** Lines of a cell holding several small facts; empty ones are left out. */
function Lines({ lines }: { lines: React.ReactNode[] }) {
  const shown = lines.filter((line) => line !== null && line !== undefined && line !== '' && line !== false);
  if (shown.length === 0) return null;
  return (
    <Stack gap={2}>
      {shown.map((line, i) => (
        <Text key={i} size="sm" component="div">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

type RowActions = { edit: (c: CompanyListRow) => void; remove: (c: CompanyListRow) => void; addPosition: (c: CompanyListRow) => void };

function columnsFor(asAdmin: boolean, act: RowActions): DataTableColumn<CompanyListRow>[] {
  const columns: DataTableColumn<CompanyListRow>[] = [
    {
      key: 'company_name',
      header: L.company_name,
      cell: (row) => (
        <Text fw={600} size="sm">
          {row.company_name}
        </Text>
      ),
    },
    { key: 'company_type', header: L.company_type, cell: (row) => row.company_type },
    { key: 'sector', header: L.sector_id, cell: (row) => row.sector_refer?.type },
    {
      key: 'first_contact',
      header: 'Email primo contatto',
      // rarely read in the list: shown through 'Colonne'
      hidden: true,
      cell: (row) => (
        <Lines
          lines={[
            row.mail_sent_at && `Inviata il ${formatDate(row.mail_sent_at)}`,
            row.mail_sender && `Da ${row.mail_sender}`,
            row.mail_notes && <NotesPreview notes={row.mail_notes} max={NOTES_PREVIEW} title="Note email" />,
          ]}
        />
      ),
    },
    {
      key: 'state_contact',
      header: L.state_contact,
      cell: (row) => (
        <Badge
          variant="light"
          color={STATE_COLORS[row.state_contact] ?? 'gray'}
          // the state is read whole, on as many lines as it needs
          styles={{
            root: { height: 'auto', paddingBlock: 2, maxWidth: 160 },
            label: { whiteSpace: 'normal', textTransform: 'none', overflow: 'visible' },
          }}
        >
          {row.state_contact}
        </Badge>
      ),
    },
    { key: 'fonte', header: L.fonte, hidden: true, cell: (row) => row.fonte },
    { key: 'address', header: L.address, cell: (row) => row.address },
    { key: 'municipio', header: L.municipio_id, cell: (row) => row.municipio?.municipio },
    {
      key: 'website',
      header: L.website,
      hidden: true,
      cell: (row) =>
        row.website ? (
          <Anchor
            href={row.website}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            display="block"
            maw={180}
            truncate="end"
            title={row.website}
          >
            {row.website.replace(/^https?:\/\//, '')}
          </Anchor>
        ) : null,
    },
    {
      key: 'contact',
      header: L.contact_name,
      cell: (row) => (
        <Lines
          lines={[
            row.contact_name,
            row.contact_email && <EmailLink email={row.contact_email} />,
            row.contact_phone && <PhoneLink phone={row.contact_phone} />,
          ]}
        />
      ),
    },
    { key: 'numbers_internships', header: L.numbers_internships, cell: (row) => row.numbers_internships },
    { key: 'assigned', header: L.assigned_internships, cell: (row) => <PositionList company={row} kind="occupied" asAdmin={asAdmin} /> },
    { key: 'open', header: L.open_positions, cell: (row) => <PositionList company={row} kind="free" asAdmin={asAdmin} /> },
    { key: 'total', header: L.total_positions, cell: (row) => <PositionList company={row} kind="all" asAdmin={asAdmin} /> },
    {
      key: 'manifestations',
      header: 'Manifestazioni',
      cell: (row) => (
        <Lines
          lines={[
            row.manifest_internship && 'Tirocinio',
            row.manifest_job_day && 'Job day',
            row.direct_assumption && 'Assunzione diretta',
            row.date_email_manifest && `Email del ${formatDate(row.date_email_manifest)}`,
          ]}
        />
      ),
    },
    { key: 'convention_signed', header: L.convention_signed, cell: (row) => <YesNo value={row.convention_signed} /> },
    {
      key: 'intern',
      header: L.intern_name,
      cell: (row) => (
        <Lines
          lines={[
            row.intern_name,
            row.intern_mail && <EmailLink email={row.intern_mail} />,
            row.intern_phone && <PhoneLink phone={row.intern_phone} />,
          ]}
        />
      ),
    },
    { key: 'notes', header: L.notes, cell: (row) => <NotesPreview notes={row.notes} max={NOTES_PREVIEW} /> },
  ];
  if (!asAdmin) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Azioni',
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <IconAction
            tip="Aggiungi posizione"
            label={`Aggiungi posizione a ${row.company_name}`}
            icon={IconPlus}
            onClick={() => act.addPosition(row)}
          />
          <EditAction label={`Modifica ${row.company_name}`} onClick={() => act.edit(row)} />
          <DeleteAction label={`Elimina ${row.company_name}`} onClick={() => act.remove(row)} />
        </Group>
      ),
    },
  ];
}

/** The companies table (spec 02 §2); the actions column is the administrators' (spec 02 §6). */
export function CompanyList({ asAdmin }: { asAdmin: boolean }) {
  const filters = parseCompanyFilters(useAppliedFilters(companyFilters, { asAdmin }));
  const [editing, setEditing] = useState<CompanyListRow | null>(null);
  const [addingTo, setAddingTo] = useState<CompanyListRow | null>(null);
  const remove = useDeleteCompany();
  const onError = useDeleteErrorHandler();
  const deleting = useConfirmedDelete({ remove: (company: CompanyListRow) => remove.mutateAsync(company.ID), onError });
  const ask = deleting.ask;
  const columns = useMemo(() => columnsFor(asAdmin, { edit: setEditing, remove: ask, addPosition: setAddingTo }), [asAdmin, ask]);

  return (
    <>
      <DataTable
        caption="Elenco delle aziende"
        queryKey={companyKeys.lists}
        fetchPage={getCompanies}
        filters={filters}
        columns={columns}
        rowKey={(row) => row.ID}
        // nineteen columns: narrower, a name or an address breaks at every word
        minWidth={asAdmin ? 2500 : 2400}
      />
      <CompanyFormModal opened={editing !== null} onClose={() => setEditing(null)} company={editing ?? undefined} />
      <PositionFormModal
        opened={addingTo !== null}
        onClose={() => setAddingTo(null)}
        companyId={addingTo?.ID ?? 0}
        companyName={addingTo?.company_name ?? ''}
      />
      <ConfirmModal
        {...deleting.modalProps}
        title="Elimina azienda"
        message={`Sei sicuro di voler eliminare l'azienda ${deleting.target?.company_name ?? ''}? Questa azione non può essere annullata.`}
        confirmLabel="Elimina"
      />
    </>
  );
}
