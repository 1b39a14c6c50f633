import { useEffect, useRef } from 'react';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MSG } from '@empowerment/shared';
import {
  INTERNSHIP_ALLOWANCE_MAX,
  INTERNSHIP_DURATION_MAX,
  INTERNSHIP_DURATION_MIN,
  INTERNSHIP_HOURS_MAX,
  INTERNSHIP_MSG,
  INTERNSHIP_NOTES_MAX,
  INTERNSHIP_VALUTATION_MAX,
  InternshipUpdateSchema,
  internshipEntity,
  type Internship,
} from '@empowerment/shared/internships';
import {
  EntityForm,
  EnumSelectField,
  FormActions,
  NumberField,
  ReferenceSelectField,
  SelectField,
  TextareaField,
  TextField,
  useEntityForm,
  closeAfterSave,
} from '../../../components/form';
import { errorMessage } from '../../../lib/error-handler';
import { usePositions } from '../../companies';
import { getCurrentInternship, useAddInternship, useInternshipHosts, useUpdateInternship } from '../api/internships';

type InternshipFormValues = z.input<typeof InternshipUpdateSchema>;

const LABELS = internshipEntity.fields;
const FIELDS = [
  'hosting_company_id',
  'internship_company_id',
  'status_internships',
  'sector_id',
  'paying_company',
  'duration_month',
  'scheduled_hours',
  'week_sceduled_hours',
  'completed_hours',
  'monthly_allowance',
  'valutation',
  'notes',
] as const satisfies readonly (keyof typeof LABELS)[];

const toForm = (row: Internship): InternshipFormValues => ({
  hosting_company_id: row.hosting_company_id,
  internship_company_id: row.internship_company_id,
  status_internships: row.status_internships,
  sector_id: row.sector_id,
  paying_company: row.paying_company,
  duration_month: row.duration_month,
  scheduled_hours: row.scheduled_hours,
  week_sceduled_hours: row.week_sceduled_hours,
  completed_hours: row.completed_hours,
  monthly_allowance: row.monthly_allowance,
  valutation: row.valutation,
  notes: row.notes,
  beneficiary_id: row.beneficiary_id,
});

const empty = (beneficiaryId: number): InternshipFormValues => ({
  hosting_company_id: null,
  internship_company_id: null,
  status_internships: null,
  sector_id: null,
  paying_company: '',
  duration_month: null,
  scheduled_hours: null,
  week_sceduled_hours: 0,
  completed_hours: 0,
  monthly_allowance: '',
  valutation: '',
  notes: '',
  beneficiary_id: beneficiaryId,
});

/** The title of the modal and the name of the form: of a new internship (no row) or of the row edited. */
export const internshipFormTitle = (row?: Internship) => (row ? 'Modifica tirocinio' : 'Aggiungi tirocinio');

/** Add an internship to her record, or edit one (spec 02 §5 "Internship"). */
export function InternshipForm({ beneficiaryId, row, onClose }: { beneficiaryId: number; row?: Internship; onClose: () => void }) {
  const add = useAddInternship();
  const update = useUpdateInternship();
  const entity = useEntityForm({
    schema: InternshipUpdateSchema,
    initial: row ? toForm(row) : empty(beneficiaryId),
    record: row && { loaded: row, current: () => getCurrentInternship(row), toForm },
    fields: FIELDS,
    labels: LABELS,
    save: (values, base) => (base ? update.mutateAsync({ loaded: base, values }) : add.mutateAsync({ beneficiaryId, values })),
    texts: {
      saved: row ? INTERNSHIP_MSG.updated : INTERNSHIP_MSG.added,
      unchanged: MSG.noChangesDetected,
      invalid: INTERNSHIP_MSG.invalid,
    },
    onSaved: closeAfterSave(onClose),
  });

  return (
    <EntityForm state={entity} aria-label={internshipFormTitle(row)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <HostField row={row} />
          <PositionField row={row} />
          <EnumSelectField<InternshipFormValues>
            name="status_internships"
            list="statusInternships"
            label={LABELS.status_internships}
            placeholder="Seleziona lo stato"
            withAsterisk
          />
          <ReferenceSelectField<InternshipFormValues>
            name="sector_id"
            list="sectors"
            label={LABELS.sector_id}
            placeholder="Seleziona il settore"
            withAsterisk
          />
          <EnumSelectField<InternshipFormValues>
            name="paying_company"
            list="payingCompany"
            label={LABELS.paying_company}
            placeholder="Seleziona chi paga"
            withAsterisk
          />
          <NumberField<InternshipFormValues>
            name="duration_month"
            label={LABELS.duration_month}
            min={INTERNSHIP_DURATION_MIN}
            max={INTERNSHIP_DURATION_MAX}
            allowDecimal={false}
            clampBehavior="none"
            withAsterisk
          />
          <NumberField<InternshipFormValues>
            name="scheduled_hours"
            label={LABELS.scheduled_hours}
            min={1}
            max={INTERNSHIP_HOURS_MAX}
            allowDecimal={false}
            clampBehavior="none"
            withAsterisk
          />
          <NumberField<InternshipFormValues>
            name="week_sceduled_hours"
            label={LABELS.week_sceduled_hours}
            description="Il passo dei pulsanti +/-"
            min={0}
            max={INTERNSHIP_HOURS_MAX}
            allowDecimal={false}
            clampBehavior="none"
          />
          <NumberField<InternshipFormValues>
            name="completed_hours"
            label={LABELS.completed_hours}
            min={0}
            max={INTERNSHIP_HOURS_MAX}
            allowDecimal={false}
            clampBehavior="none"
          />
          <TextField
            name="monthly_allowance"
            label={LABELS.monthly_allowance}
            maxLength={INTERNSHIP_ALLOWANCE_MAX}
            placeholder="Es. 400 € lordi"
          />
        </SimpleGrid>
        <HoursRecheck />
        <TextareaField
          name="valutation"
          label={LABELS.valutation}
          autosize
          minRows={2}
          maxRows={5}
          counterMax={INTERNSHIP_VALUTATION_MAX}
        />
        <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} maxRows={6} counterMax={INTERNSHIP_NOTES_MAX} />
        <FormActions state={entity} onCancel={onClose} />
      </Stack>
    </EntityForm>
  );
}

/** The host: a signed internship company; an internship kept at a host that is no longer signed still shows it. */
function HostField({ row }: { row?: Internship }) {
  const hosts = useInternshipHosts();
  const options = (hosts.data ?? []).map((company) => ({ value: company.ID, label: company.company_name }));
  if (row && !options.some((o) => o.value === row.hosting_company_id)) {
    options.unshift({ value: row.hosting_company_id, label: row.hosting_company_name });
  }
  return (
    <Stack gap={4}>
      <SelectField<InternshipFormValues, number>
        name="hosting_company_id"
        label={LABELS.hosting_company_id}
        placeholder={hosts.isPending ? 'Caricamento aziende...' : 'Seleziona un’azienda'}
        data={options}
        withAsterisk
      />
      {hosts.isError && (
        <Alert color="red" p="xs">
          {errorMessage(hosts.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The position among the host's free ones (and the one the internship holds already); a new host
 * empties it.
 */
function PositionField({ row }: { row?: Internship }) {
  const { setValue } = useFormContext<InternshipFormValues>();
  const hostId = useWatch<InternshipFormValues>({ name: 'hosting_company_id' }) as number | null | undefined;
  const free = usePositions(hostId ?? 0, false, Boolean(hostId));
  const lastHost = useRef(hostId);
  useEffect(() => {
    if (lastHost.current !== hostId) setValue('internship_company_id', null, { shouldDirty: true });
    lastHost.current = hostId;
  }, [hostId, setValue]);

  const options = (free.data ?? []).map((position) => ({ value: position.ID, label: position.job_positions }));
  const held = row?.internship_company;
  if (held && held.company_id === hostId && !options.some((o) => o.value === held.ID)) {
    options.unshift({ value: held.ID, label: held.job_positions });
  }
  const placeholder = !hostId
    ? 'Scegli prima l’azienda ospitante'
    : free.isPending
      ? 'Caricamento posizioni...'
      : options.length === 0
        ? 'Nessuna posizione libera'
        : 'Seleziona una posizione libera';
  return (
    <SelectField<InternshipFormValues, number>
      name="internship_company_id"
      label={LABELS.internship_company_id}
      placeholder={placeholder}
      data={options}
      disabled={!hostId}
      clearable
    />
  );
}

/**
 * The weekly and completed hours are judged against the scheduled ones: a change of these judges
 * them again (once she has been in them), so an error they no longer deserve goes away.
 */
function HoursRecheck() {
  const { trigger, getFieldState } = useFormContext<InternshipFormValues>();
  const scheduled = useWatch<InternshipFormValues>({ name: 'scheduled_hours' });
  useEffect(() => {
    const judged = (['week_sceduled_hours', 'completed_hours'] as const).filter((name) => {
      const state = getFieldState(name);
      return state.isTouched || state.invalid;
    });
    if (judged.length > 0) void trigger(judged);
  }, [scheduled, trigger, getFieldState]);
  return null;
}
