import { formatDate } from '@empowerment/shared';
import {
  GROUP_ACTIVITY_MSG,
  GROUP_ACTIVITY_NAME_MAX,
  GROUP_ACTIVITY_TYPE_MAX,
  GroupActivityFiltersSchema,
  GroupActivityInputSchema,
  type BeneficiaryGroupActivity,
  type GroupActivityRow,
} from '@empowerment/shared/events';
import { parseFilters } from '../../components/filter-panel';
import { DateField, TextField } from '../../components/form';
import { createQueryKeys } from '../../lib/query-keys';
import type { EventKind } from '../events';

const LABELS = { name: 'Nome', type: 'Tipo', date: 'Data' };

function GroupActivityFields() {
  return (
    <>
      <TextField name="name" label={LABELS.name} withAsterisk maxLength={GROUP_ACTIVITY_NAME_MAX} />
      <TextField
        name="type"
        label={LABELS.type}
        withAsterisk
        maxLength={GROUP_ACTIVITY_TYPE_MAX}
        placeholder="Laboratorio, incontro, visita..."
      />
      <DateField name="date" label={LABELS.date} withAsterisk />
    </>
  );
}

/** Group activities: /group-activity and /api/auth/group-activity/. */
export const groupActivityKind: EventKind<GroupActivityRow, BeneficiaryGroupActivity> = {
  segment: 'group-activity',
  keys: createQueryKeys('group-activities'),
  joinKey: 'group_activity_ids',
  beneficiaryTab: 17,
  texts: {
    title: 'Group Activity',
    caption: 'Elenco delle group activity',
    add: 'Aggiungi Group Activity',
    addTitle: 'Aggiungi Group Activity',
    editTitle: 'Modifica Group Activity',
    created: GROUP_ACTIVITY_MSG.created,
    updated: GROUP_ACTIVITY_MSG.updated,
    unchanged: GROUP_ACTIVITY_MSG.unchanged,
    deleteTitle: 'Elimina Group Activity',
    named: (row) => `la group activity "${row.name}"`,
    panelTitle: 'Group Activity',
    panelEmpty: 'Nessuna group activity registrata per questa beneficiaria',
    selectLabel: 'Group activity a cui iscriverla',
    selectEmpty: 'Nessuna group activity disponibile',
  },
  filters: [
    { key: 'name', label: 'Nome', type: 'text', example: 'Laboratorio di cucito' },
    { key: 'type', label: 'Tipo', type: 'text', example: 'Laboratorio' },
    { key: 'date', label: 'Data', type: 'date' },
  ],
  parseFilters: (values) => parseFilters(GroupActivityFiltersSchema, values),
  columns: [
    { key: 'name', header: 'Nome', cell: (row) => row.name },
    { key: 'type', header: 'Tipo', cell: (row) => row.type },
    { key: 'date', header: 'Data', cell: (row) => formatDate(row.date) },
  ],
  form: {
    createSchema: GroupActivityInputSchema,
    updateSchema: GroupActivityInputSchema,
    empty: { name: '', type: '', date: null },
    fromRow: (row) => ({ name: row.name, type: row.type, date: row.date }),
    labels: LABELS,
    Fields: GroupActivityFields,
  },
  itemLabel: (item) => `${item.name} · ${item.type} · ${formatDate(item.date)}`,
  optionLabel: (row) => `${row.name} (${formatDate(row.date)})`,
};
