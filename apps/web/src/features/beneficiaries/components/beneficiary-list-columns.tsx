import type { BeneficiaryListRow } from '@empowerment/shared/beneficiaries';
import type { DataTableColumn } from '../../../components/data-table';
import { EmailLink, PhoneLink } from '../../../components/contact-link';

export const beneficiaryListColumns: DataTableColumn<BeneficiaryListRow>[] = [
  { key: 'id_public', header: 'ID pubblico', cell: (row) => row.id_public },
  { key: 'name', header: 'Nome', cell: (row) => row.name },
  { key: 'surname', header: 'Cognome', cell: (row) => row.surname },
  { key: 'email', header: 'Email', cell: (row) => <EmailLink email={row.email} /> },
  { key: 'phone', header: 'Telefono', cell: (row) => <PhoneLink prefix={row.phone_prefix} phone={row.phone} /> },
  { key: 'fiscal_code', header: 'Codice fiscale', cell: (row) => row.fiscal_code },
];
