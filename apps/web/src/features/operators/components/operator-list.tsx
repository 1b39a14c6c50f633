import { useMemo, useState } from 'react';
import { Badge, Group } from '@mantine/core';
import { IconDeviceDesktopOff, IconMailForward, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { SESSION_MSG } from '@empowerment/shared/auth';
import { OPERATOR_MSG, operatorDeactivateQuestion, type Operator } from '@empowerment/shared/operators';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmailLink, PhoneLink } from '../../../components/contact-link';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { EditAction, IconAction } from '../../../components/icon-action';
import { notify } from '../../../components/toast';
import { useErrorHandler } from '../../../lib/error-handler';
import { useEndOperatorSessions } from '../../auth';
import { useReferenceData } from '../../../lib/reference-data';
import { useDeactivateOperator, useReactivateOperator } from '../api/deactivate-operator';
import { getOperators } from '../api/get-operators';
import { operatorKeys } from '../api/operator-keys';
import { useResendInvitation } from '../api/resend-invitation';
import type { InvitationLink } from './invitation-link-modal';
import { operatorFilters, parseOperatorFilters } from './operator-filters';
import { OperatorFormModal } from './operator-form-modal';
import { summarizeOperator } from './operator-summary';

const who = (o: Operator) => `${o.name} ${o.surname}`.trim() || o.email;

// a badge keeps its whole text: the table squeezes the text columns instead
const WHOLE = { minWidth: 'max-content' } as const;

/** Her state: deactivated, invited (no password yet) or active. */
export function OperatorStateBadge({ operator }: { operator: Operator }) {
  if (operator.deactivated_at)
    return (
      <Badge color="gray" style={WHOLE}>
        Disattivata
      </Badge>
    );
  if (operator.invitation_pending)
    return (
      <Badge color="yellow" style={WHOLE}>
        Invito in attesa
      </Badge>
    );
  return (
    <Badge color="teal" variant="light" style={WHOLE}>
      Attiva
    </Badge>
  );
}

type OperatorListProps = {
  ownId: number | undefined;
  /** A new invitation's link, to show once when the server sends no mail. */
  onInvitationLink: (link: InvitationLink) => void;
};

/**
 * The administrators' list of operators: a row opens her form. Someone who leaves is deactivated
 * after a confirmation that says what follows (never oneself), and can be reactivated; a pending
 * invitation can be sent again.
 */
export function OperatorList({ ownId, onInvitationLink }: OperatorListProps) {
  const filters = parseOperatorFilters(useAppliedFilters(operatorFilters));
  const { tableLists } = useReferenceData();
  const handleError = useErrorHandler();
  const [editing, setEditing] = useState<Operator | null>(null);
  const [leaving, setLeaving] = useState<Operator | null>(null);
  const [signingOut, setSigningOut] = useState<Operator | null>(null);
  const endSessions = useEndOperatorSessions();
  const deactivate = useDeactivateOperator();
  // mutateAsync is stable, so the memoised columns can hold it
  const reactivate = useReactivateOperator().mutateAsync;
  const invite = useResendInvitation().mutateAsync;

  const columns = useMemo<DataTableColumn<Operator>[]>(() => {
    const onReactivate = (row: Operator) => reactivate(row).then(() => notify('success', OPERATOR_MSG.reactivated), handleError);
    const onInvite = (row: Operator) =>
      invite(row.ID).then((answer) => {
        notify('success', OPERATOR_MSG.invitationSent);
        if (answer.invite_url) onInvitationLink({ email: row.email, url: answer.invite_url });
      }, handleError);
    return [
      { key: 'name', header: 'Nome', cell: (row) => row.name },
      { key: 'surname', header: 'Cognome', cell: (row) => row.surname },
      { key: 'email', header: 'Email', cell: (row) => <EmailLink email={row.email} /> },
      // next to her address, in view even when the table scrolls sideways
      { key: 'state', header: 'Stato', cell: (row) => <OperatorStateBadge operator={row} /> },
      { key: 'phone', header: 'Telefono', cell: (row) => <PhoneLink phone={row.phone} /> },
      { key: 'municipio', header: 'Municipio', cell: (row) => summarizeOperator(row, tableLists).municipio },
      { key: 'col', header: 'C.O.L.', cell: (row) => summarizeOperator(row, tableLists).col },
      {
        key: 'role',
        header: 'Ruolo',
        cell: (row) =>
          row.super_operator ? (
            <Badge color="grape" style={WHOLE}>
              Amministratore
            </Badge>
          ) : (
            <Badge variant="light" style={WHOLE}>
              Operatore
            </Badge>
          ),
      },
      {
        key: 'actions',
        header: 'Azioni',
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <EditAction label={`Modifica ${row.email}`} onClick={() => setEditing(row)} />
            {row.invitation_pending && !row.deactivated_at && (
              <IconAction
                tip="Invia di nuovo l'invito"
                label={`Invia di nuovo l'invito a ${row.email}`}
                icon={IconMailForward}
                onClick={() => void onInvite(row)}
              />
            )}
            {row.ID !== ownId && !row.deactivated_at && !row.invitation_pending && (
              <IconAction
                tip={SESSION_MSG.endAll}
                label={`${SESSION_MSG.endAll} di ${row.email}`}
                icon={IconDeviceDesktopOff}
                onClick={() => setSigningOut(row)}
              />
            )}
            {row.ID !== ownId &&
              (row.deactivated_at ? (
                <IconAction tip="Riattiva" label={`Riattiva ${row.email}`} icon={IconUserCheck} onClick={() => void onReactivate(row)} />
              ) : (
                <IconAction tip="Disattiva" label={`Disattiva ${row.email}`} icon={IconUserOff} danger onClick={() => setLeaving(row)} />
              ))}
          </Group>
        ),
      },
    ];
  }, [tableLists, ownId, reactivate, invite, handleError, onInvitationLink]);

  const confirmLeaving = async () => {
    if (!leaving) return;
    try {
      await deactivate.mutateAsync(leaving.ID);
      notify('success', OPERATOR_MSG.deactivated);
    } catch (error) {
      handleError(error);
    }
    setLeaving(null);
  };

  const confirmSigningOut = async () => {
    if (!signingOut) return;
    try {
      await endSessions.mutateAsync(signingOut.ID);
      notify('success', SESSION_MSG.allEnded);
    } catch (error) {
      handleError(error);
    }
    setSigningOut(null);
  };

  return (
    <>
      <DataTable
        caption="Elenco degli operatori"
        queryKey={operatorKeys.lists}
        fetchPage={getOperators}
        filters={filters}
        columns={columns}
        rowKey={(row) => row.ID}
        onRowClick={setEditing}
      />
      <OperatorFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Modifica operatore"
        operatorId={editing?.ID}
        asAdmin
        isOwnRecord={editing !== null && editing.ID === ownId}
      />
      <ConfirmModal
        opened={leaving !== null}
        onClose={() => setLeaving(null)}
        onConfirm={() => void confirmLeaving()}
        danger
        loading={deactivate.isPending}
        title="Disattiva operatore"
        message={leaving ? operatorDeactivateQuestion(who(leaving)) : ''}
        confirmLabel="Disattiva"
      />
      <ConfirmModal
        opened={signingOut !== null}
        onClose={() => setSigningOut(null)}
        onConfirm={() => void confirmSigningOut()}
        danger
        loading={endSessions.isPending}
        title={SESSION_MSG.endAll}
        message={signingOut ? SESSION_MSG.endAllConfirm(who(signingOut)) : ''}
        confirmLabel={SESSION_MSG.endAll}
      />
    </>
  );
}
