import { useState } from 'react';
import { operatorEntity } from '@empowerment/shared/operators';
import { IconUserPlus } from '@tabler/icons-react';
import { ListScreen } from '../../../components/list-screen';
import { useSession } from '../../auth';
import { InvitationLinkModal, type InvitationLink } from '../components/invitation-link-modal';
import { operatorFilters } from '../components/operator-filters';
import { OperatorFormModal } from '../components/operator-form-modal';
import { OperatorList } from '../components/operator-list';

export function OperatorsPage() {
  const { operator } = useSession();
  // the link of an invitation the server could not mail, shown once
  const [invitation, setInvitation] = useState<InvitationLink | null>(null);
  return (
    <>
      <ListScreen
        title={operatorEntity.screen.title}
        addLabel="Aggiungi operatore"
        addIcon={<IconUserPlus size={16} />}
        filters={{ filters: operatorFilters }}
        list={<OperatorList ownId={operator?.ID} onInvitationLink={setInvitation} />}
        addForm={(opened, close) => (
          <OperatorFormModal
            opened={opened}
            onClose={close}
            asAdmin
            onCreated={(created) => created.invite_url && setInvitation({ email: created.email, url: created.invite_url })}
          />
        )}
      />
      <InvitationLinkModal link={invitation} onClose={() => setInvitation(null)} />
    </>
  );
}
